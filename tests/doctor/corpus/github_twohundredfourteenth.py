# ruff: noqa: E501, W291, W293 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-fourteenth set of real threads, gathered apart, from GitHub issues (issues corpus) on tensorflow/tensorflow and pop-os/pop: TensorFlow on NVIDIA GPUs on Linux distributions other than Ubuntu and their own CUDA packaging (Arch Linux with the CUDA of the Arch repositories, Debian, Pop!_OS with its own TensorFlow apt package, CentOS 7 and a CentOS server), where TensorFlow did not use the GPU or failed on it.

Broken kinds held: a TensorFlow 2.2 wheel built for CUDA 10.1 on a system whose distribution or
NVIDIA repository had given it CUDA 10.2 (three threads: Arch Linux, Debian 10, CentOS 7); Pop!_OS's
tensorflow-cuda-latest apt package that Python could not import (the maintainer: restart after
installing); and a pip TensorFlow of 2016 that wanted cuDNN v4 on a CentOS server with another cuDNN. Working
runs: 0 (none met with a confirmation in the stored text).

Small set, all from 2016-2021: the threads on Fedora (RPM Fusion, negativo17), Pop!_OS
(tensorman, the system76 CUDA packages), openSUSE/SLES, Rocky/RHEL, Manjaro and Secure Boot that
came up were either already in the corpus or had no answer or outcome in the stored copy. Prose
only: one record (the CentOS 7 question, whose opening post is the title and an empty template);
the CentOS server record holds only the error as the poster retyped it.

At first look (the doctor of commit 79c939a) the cause was named in 3 of the 5 broken logs, all 3
first (both CUDA 10.1/10.2 logs and the Pop!_OS import failure); the two near-prose CentOS posts
were not named. No working runs.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="arch-tf22rc4-arch-repo-cuda-102-wants-libcudart-101",
        source=_GH + "tensorflow/tensorflow/issues/39132",
        text=r"""### System information
- **Have I written custom code (as opposed to using a stock example script provided in TensorFlow)**: 
```python
import tensorflow as tf
print("Num GPUs Available: ", len(tf.config.experimental.list_physical_devices('GPU')))
```
- **OS Platform and Distribution (e.g., Linux Ubuntu 16.04)**: ArchLinux 64bits
- **TensorFlow installed from (source or binary)**: binary
- **TensorFlow version (use command below)**: tensorflow-gpu 2.2.0rc4
- **Python version**: 3.8.2
- **CUDA/cuDNN version**: 10.2.89-5 (from Archlinux repo)

### Describe the problem
TensorFlow doesn't use my GPU because there is a bug while trying to load "libcudart.so.10.1". My system has libcudart.so.10.2 installed
All the other libraries load fine since they look for libcu***.so.10 and not 10.1

### Source code / logs
```bash
Python 3.8.2 (default, Apr  8 2020, 14:31:25) 
[GCC 9.3.0] on linux
Type "help", "copyright", "credits" or "license" for more information.
>>> import tensorflow as tf
>>> print("Num GPUs Available: ", len(tf.config.experimental.list_physical_devices('GPU')))
2020-05-03 22:17:42.422067: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcuda.so.1
...""",
        expected_cause="cuda-libraries-missing",
        note="2020. The tensorflow-gpu 2.2 wheel was built for CUDA 10.1 and loads libcudart.so.10.1; the Arch Linux cuda package (10.2.89, installed under /opt/cuda) gave libcudart.so.10.2. The poster named the mismatch himself in the post; the fix was confirmed by others with the same set-up: vfsfitvnm, '`sudo ln -s /opt/cuda/targets/x86_64-linux/lib/libcudart.so.10.2 /usr/lib/libcudart.so.10.1` worked for me.', and DenryDu, 'thank you, this works for me (tensorflow2.2 with cuda10.2)'. The poster's own later word is not in the stored copy (closed, awaiting response). The rest of the poster's log, past its first line, is cut off in the stored copy.",
        platform="linux",
    ),
    CorpusLog(
        name="debian103-tf22rc2-cuda-102-libcudart-101-missing",
        source=_GH + "tensorflow/tensorflow/issues/38578",
        text=r"""Debian 10.3
Python 3.8.2
Cuda 10.2
Quadro K5200d drivers 440.82
Tensorflow 2.2.0-rc2

import tensorflow as tf
tf.config.list_physical_devices('GPU')
2020-04-15 20:58:07.177217: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcuda.so.1
2020-04-15 20:58:07.205025: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1561] Found device 0 with properties: 
pciBusID: 0000:03:00.0 name: Quadro K5200 computeCapability: 3.5
coreClock: 0.771GHz coreCount: 12 deviceMemorySize: 7.94GiB deviceMemoryBandwidth: 179.05GiB/s
2020-04-15 20:58:07.205269: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'libcudart.so.10.1'; dlerror: libcudart.so.10.1: cannot open shared object file: No such file or directory
2020-04-15 20:58:07.207704: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcublas.so.10
2020-04-15 20:58:07.210137: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcufft.so.10
...""",
        expected_cause="cuda-libraries-missing",
        note="2020. TensorFlow 2.2 looks for the CUDA 10.1 runtime; the machine had CUDA 10.2. Confirmed by the answer of forskamse (2021), not disputed: 'the compiled installers of TensorFlow 2.1.0 - 2.3.0 for GPU use were based on CUDA 10.1 and cuDNN 7.6 ... So if you want to install TensorFlow 2.1.0-2.3.0 through the compiled installers (typically via pip), you must have CUDA 10.1 installed', with a symlink for those who keep 10.2. The poster's reply is not in the stored copy (closed, awaiting response). The rest of the log is cut off in the stored copy.",
        platform="linux",
    ),
    CorpusLog(
        name="popos1904-tensorflow-cuda-latest-apt-no-module-before-restart",
        source=_GH + "pop-os/pop/issues/625",
        text=r"""**Distribution (run `cat /etc/os-release`):**
```
NAME="Pop!_OS"
VERSION="19.04"
ID=ubuntu
ID_LIKE=debian
PRETTY_NAME="Pop!_OS 19.04"
VERSION_ID="19.04"
HOME_URL="https://system76.com/pop"
SUPPORT_URL="http://support.system76.com"
BUG_REPORT_URL="https://github.com/pop-os/pop/issues"
PRIVACY_POLICY_URL="https://system76.com/privacy"
VERSION_CODENAME=disco
UBUNTU_CODENAME=disco
```
 
**Related Application and/or Package Version (run `apt policy $PACKAGE NAME`):**
```
tensorflow-cuda-latest:
  Installed: 1.13~19.04
  Candidate: 1.13~19.04
  Version table:
 *** 1.13~19.04 500
        500 http://apt.pop-os.org/proprietary disco/main all Packages
        100 /var/lib/dpkg/status
```

**Issue/Bug Description:**
The mentioned package is successfully installed
```
sudo apt install -y tensorflow-cuda-latest
Reading package lists... Done
Building dependency tree       
Reading state information... Done
tensorflow-cuda-latest is already the newest version (1.13~19.04).
0 upgraded, 0 newly installed, 0 to remove and 33 not upgraded.
```

But It can not be found:
```
python3 -c'import tensorflow'
Traceback (most recent call last):
  File "<string>", line 1, in <module>
ModuleNotFoundError: No module named 'tensorflow'
```

**Expected behavior:**
Package should be available to import""",
        expected_cause="tensorflow-not-installed",
        note="2019. Pop!_OS's own apt package of TensorFlow with CUDA (tensorflow-cuda-latest, from apt.pop-os.org/proprietary) was installed, but the Python in use could not import it. Maintainer mmstick: 'You must restart after installing,' (the rest of the comment is cut off in the stored copy); not disputed (issue left open). Nearest catalogue cause: TensorFlow not importable in this Python; the fix the maintainer gave was a restart, not a pip install.",
        platform="linux",
    ),
    CorpusLog(
        name="centos7-any-tf-with-cuda-102-question",
        source=_GH + "tensorflow/tensorflow/issues/50136",
        text=r"""How to get any tensorflow version to work with CUDA 10.2 in CentOS 7?""",
        expected_cause="cuda-libraries-missing",
        note="2021. Prose only: the opening post is its title and the bug template left empty. The poster, monacv, answered it himself with the fix that made it work (the TensorFlow wheels of the time load the CUDA 10.1 runtime, CUDA 10.2 was installed): '$ sudo ln -s /usr/local/cuda-10.2/targets/x86_64-linux/lib/libcudart.so.10.2 /usr/lib/x86_64-linux-gnu/libcudart.so.10.1 / $ export LD_LIBRARY_PATH=/usr/lib', linking his Stack Overflow answer; issue closed.",
        platform="linux",
    ),
    CorpusLog(
        name="centos-server-pip-tf-cudnn-v2-symbol-missing",
        source=_GH + "tensorflow/tensorflow/issues/1943",
        text=r"""Hi Everyone 

I'm new in TensorFlow , I'm running some tests . I tried the Convolutional.py on my local machine and it ran perfectly and everything was ok .On my local pc I don't have a Nvidia GPU , so I tried to connect to a server computer which has Nvidia M4000, I installed Cudnn 7.5 the last version from their website and my CUDA toolkit  is the last version of CUDA (7.5) .

When I run the " import tensorflow as tf " everything is ok and it recognize all the libraries and Cudnn .
I manually downloaded the mnist data and I put it in the directory ,when I run the Convolutional.py ,the extracting and everything goes ok when it wants to initialize I receive this error 

ConvolutionalBackwardFilter_V2 cudnn DSO dlerror 

I looked at the cudnn library and searched in it , there is ConvolutionalBackwardFilter in it but there isn't ConvolutionalBackwardFilter_V2. 

I changed the cudnn 7.5 to cudnn 6.5 but still the same story .
At this point I don't know what to do and how can I fix this issue ? I would be grateful if someone could help me 

P.S :My operating system is Linux Ubunto and the server operating system is CentOs""",
        expected_cause="cudnn-version-mismatch",
        note="2016. Maintainer vrv: 'If you are installing from pip packages, try installing cudnn v4 -- our pip packages require cudnn4.' (the cuDNN the poster installed lacked the _v2 entry points the pip build called). Not disputed; issue closed. The poster ran TensorFlow on a CentOS server. Nearly prose: the only log text is the error as the poster retyped it.",
        platform="linux",
    ),
)
