# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A hundred-and-twenty-third set of real threads, gathered apart, from GitHub issues (search of the stored issue threads) on virtual machines and remote sessions (VirtualBox, VMware, Hyper-V, Proxmox/KVM, vGPU, RDP, VNC, SSH), which yielded no qualifying broken set-up.

Broken kinds held: none. About 70 look-ups over VirtualBox, VMware Workstation/ESXi, Hyper-V
(DDA and GPU-P), Proxmox/KVM/vfio passthrough, NVIDIA vGPU (GRID profiles, licensing, unified
memory), Windows Remote Desktop, VNC/NoMachine/TeamViewer, SSH (X forwarding, lost environment)
and Chinese-language queries met TensorFlow threads whose cause the stored copy does not show
confirmed (tensorflow/tensorflow#26168, #48558, #62351, #64881; NVIDIA/nvidia-docker#1510;
RasaHQ/rasa#4955; microsoft/nni#2366), threads about other frameworks (CNTK over RDP, CudaMiner
over RDP, Caffe/darknet in VMware), or threads already in the corpus (DDMAL/Rodan#1332, vGPU
licence). Working runs: 1 (met along the way, not on the VM angle).

At first look (the doctor of commit ec2450a, before this set was read) the working run was not
flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="vhap-tensorflow-cudart-stub-no-cuda-drivers-tensorboard-only",
        source=_GH + "ShenhanQian/VHAP/issues/27",
        text=r"""Hello,
did you manage to use Tensorflow with GPU support?
I am currently trying to run VHAP using the GPU but in the "Align and track faces" step, tensorflow always gives me an error:

tensorflow/tsl/cuda/cudart_stub.cc:28] Could not find cuda drivers on your machine, GPU will not be used.

However, torch.cuda.is_available() returns true, so I would assume that it is not an issue with the driver.
I am following your installation instructions leaving me with
CUDA 12.1
tensorflow 2.12

Best regards""",
        expected_cause=None,
        harmless=True,
        note="2025. Prose with one log line. The maintainer (ShenhanQian): 'this repo mainly relies on PyTorch. Tensorflow with gpu support is not required'; TensorFlow 'is only used for Tensorboard'. The poster then confirmed: 'It still works. It is not an error but an information. The preprocessing still works'. The run works; the line only says this TensorFlow does not use the GPU, which the application does not need. Platform not stated (linux assumed).",
        platform="linux",
    ),
)
