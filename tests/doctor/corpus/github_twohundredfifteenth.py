# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A two-hundred-and-fifteenth set of real threads, gathered apart, from GitHub issues (issues corpus) on tensorflow/tensorflow: TensorFlow on laptops with NVIDIA mobile GPUs next to an integrated Intel GPU (a GeForce GTX 965M on Windows 10, a GeForce GTX 960M beside an Intel HD 540).

Broken kinds held: a nightly TensorFlow build that aborted on a laptop GPU ('failed to get device
attribute 13 for device 0: CUDA_ERROR_UNKNOWN') where the stable release ran (no catalogue cause).
Working runs: 1 (a laptop owner who took the integrated Intel GPU for the default device, while
TensorFlow listed only the GeForce and used it).

Small set: threads on hybrid-graphics laptops (Optimus, PRIME, bumblebee/optirun, Windows graphics
preference) and external Thunderbolt GPUs are mostly already in the corpus, and most of the rest
stop, in their stored copies, before any confirmation: tensorflow/tensorflow#22476 (bumblebee on
Arch), #41727 and #67558 ('using Intel GPU instead of NVIDIA GPU'), #47441 (MX130),
#36423 and #37186 (the same attribute-13 abort on MX230/MX250 laptops under TF 2.1), #28053 and
#26255 ('Failed to get device properties, error code: 30' on laptops and a Razer Core X eGPU),
#44206 (a Dell XPS 13 with no NVIDIA GPU) and #43546 (out of memory on a 2 GB MX250). All are
2019-2021 threads; none from 2022 or later was confirmed.

At first look (the doctor of commit 79c939a) the cause was named in 0 of 1 broken logs (a log with
no catalogue cause: the doctor named none), 0 first; the working run was not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf-nightly-1-14-gtx965m-laptop-device-attribute-13-unknown",
        source=_GH + "tensorflow/tensorflow/issues/28582",
        text=r"""tf-nightly-gpu 1.14.1 failed to get device attribute 13 for device 0: CUDA_ERROR_UNKNOWN: unknown error

My Python version is 3.6.8, the operating system is Windows 10, the CUDA version is cuda_10.0.130,the cudnn version is cudnn-10.0-windows10-x64-v7.5.1.10, the GPU is Nvidia GTX965M, and the tf-nightly-gpu-1.14.1is installed.
When I run  "import tensorflow as tf"
there is no problem.
When I run  "python -c "import tensorflow as tf; tf.enable_eager_execution(); print(tf.reduce_sum(tf.random_normal([1000, 1000])))"

An error was reported：
2019-05-10 12:33:26.728437: F tensorflow/stream_executor/lib/statusor.cc:34] Attempting to fetch value instead of handling error Internal: failed to get device attribute 13 for device 0: CUDA_ERROR_UNKNOWN: unknown error

How to solve this problem？Thanks！！""",
        expected_cause=None,
        note="2019. The first line is the issue's title. Asked by jvishnuvardhan how TensorFlow was installed, the poster answered: 'I have given up using tf-nightly-gpu-1.14.1. I am using tensorflow-gpu==1.12.0, and there are no errors.' The fix was leaving the nightly build for the stable release; the thread does not say why the nightly aborted on this laptop GPU (GTX 965M). No catalogue cause. Odd: tensorflow-gpu 1.12 wheels were built for CUDA 9.0, while the poster lists CUDA 10.0; the thread does not say which CUDA the working install used.",
        platform="windows",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="gtx-960m-beside-intel-hd-540-device-list-gpu-used",
        source=_GH + "tensorflow/tensorflow/issues/31267",
        text=r"""These are the activated devices that I have:

    [name: "/device:CPU:0"
    device_type: "CPU"
    memory_limit: 268435456
    locality {
    }
    incarnation: 5415837867258701517
    , name: "/device:GPU:0"
    device_type: "GPU"
    memory_limit: 3198956339
    locality {
      bus_id: 1
      links {
      }
    }
    incarnation: 12462133041849407996
    physical_device_desc: "device: 0, name: GeForce GTX 960M, pci bus id: 0000:01:00.0, compute capability: 5.0"
    ]

What I want to do is to configure my program to use `GeForce GTX 960M` and also make this configuration permanent for all my previous/future programs if is it possible?

But I have two graphic cards. The first and default card is `intel hd 540` and the second card that I want to use is `Geforce GTX 960M`.""",
        expected_cause=None,
        harmless=True,
        note="2019. The third paragraph is the poster's reply to the first answer. pzobel: 'TensorFlow automatically places operations on a GPU, if possible. As you only have one GPU in your system, it is used by default.' and, on the Intel card: 'Your Intel HD 540 cannot be utilized by TensorFlow. TensorFlow requires NVIDIA GPUs with CUDA Compute Capabili[ty ...]' (cut off in the stored copy). TensorFlow listed the GTX 960M as GPU:0 and used it; nothing needed fixing. The poster's answer to this is not in the stored copy. The thread does not name the platform (linux is a placeholder).",
        platform="linux",
    ),
)
