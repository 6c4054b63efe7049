# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-eighth set of real threads, gathered apart, from GitHub issues (issues corpus) on bird-song tools built on TensorFlow and TensorFlow Lite (birdnet-team/BirdNET-Analyzer, MatthewBCooke/BirdNET-Pi, alexbelgium/hassio-addons' BirdNET-Pi add-on), 2023-2025.

Broken kinds held: all three are the same cause, a CPU (or a virtual machine's CPU model) without
the AVX/AVX2 instructions the TensorFlow or TFLite build needs: a vSphere virtual machine after
`pip install birdnet[and-cuda]` (Illegal instruction at import), a Proxmox virtual machine with the
default 'kvm' CPU type (BirdNET-Pi's server.py stops with 'illegal instruction'), and a Home
Assistant virtual machine on a Synology NAS with a Celeron J4025 (the add-on's own check says the
CPU has no AVX2). Working runs: 1 (the same add-on later running its TFLite model on that NAS, with
a TFLite delegate warning).

Small set, and none of it about the GPU itself: the threads on earth, environmental and field-science
tools (seismology, weather and climate, camera traps, bird song, forestry, remote sensing) in which
TensorFlow did not use or failed on the NVIDIA GPU had, in their stored copies, no confirmation of
the cause (only the opening post and the first answers are stored), were on repositories already in
the corpus, or were about JAX or PyTorch. One more confirmed thread on the same kind was left out:
Nachtzuster/BirdNET-Pi#251 (2024, a Sandy Bridge CPU without AVX2 named by the maintainer), whose
opening post is prose only and whose stall also had a file-permission cause fixed first.

At first look (the doctor of commit 79c939a) the cause was named in 2 of 3 broken logs, both first
(the two 'Illegal instruction' logs); the Synology log, where the add-on itself says the CPU has no
AVX2, got no finding; the working run was not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="birdnet-analyzer-vsphere-vm-illegal-instruction-no-avx2",
        source=_GH + "birdnet-team/BirdNET-Analyzer/issues/558",
        text=r"""**Describe the bug**
The analyzer causes a core dump.  I git pulled the repo today 1/28/2025

**To Reproduce**
python -m birdnet_analyzer.analyze
Illegal instruction (core dumped)

**Expected behavior**
Not a core dump

**Desktop (please complete the following information):**
 - OS: Ubuntu
 - Version: 24.04

**Additional context**
Created a conda environment.  List of installed packages in the environment below.  ffmpeg is installed on the system as well.
For birdnet I did: pip install birdnet[and-cuda]
I also did the birdnet install without cuda with same result

packages in environment at /opt/miniconda3/envs/birdnet:

Name                    Version                   Build  Channel
_libgcc_mutex             0.1                        main  
_openmp_mutex             5.1                       1_gnu  
absl-py                   2.1.0                    pypi_0    pypi
astunparse                1.6.3                    pypi_0    pypi
audioread                 3.0.1                    pypi_0    pypi
birdnet                   0.1.6                    pypi_0    pypi
birdnetlib                0.18.0                   pypi_0    pypi
bzip2                     1.0.8                h5eee18b_6  
ca-certificates           2024.12.31           h06a4308_0  
cachetools                5.5.1                    pypi_0    pypi
...

After a bit more testing, the issue appears to be with model.py.  I activated my conda environment and started python and imported model here is the result

Python 3.11.0 (main, Mar  1 2023, 18:26:19) [GCC 11.2.0] on linux
Type "help", "copyright", "credits" or "license" for more information.
>>> import birdnet_analyzer.model as model
Illegal instruction (core dumped)

If I do the same with like audio it is fine:
Python 3.11.0 (main, Mar  1 2023, 18:26:19) [GCC 11.2.0] on linux
Type "help", "copyright", "credits" or "license" for more information.
>>> import birdnet_analyzer.audio as audio""",
        expected_cause="cpu-without-avx",
        note="2025. The poster found and fixed it himself: 'It does not look like my CPU has avx2 support.  Nothing shows up when I cat /proc/cpuinfo.  This is a virtual machine setup in vsphere' and then 'Enabled avx pass through/support for the virtual machine and then analyze ran fine.  Closing issue' (aweaver1fandm). The installed-package list is cut after a few lines; the poster's finding about /proc/cpuinfo is left out of the text.",
        platform="linux",
    ),
    CorpusLog(
        name="birdnet-pi-proxmox-kvm-cpu-illegal-instruction",
        source=_GH + "MatthewBCooke/BirdNET-Pi/issues/6",
        text=r"""Running a VM on Proxmox, not a LXC, ...

/usr/local/bin/server.py does not start in systemctl after installation.

If you manually run : 
```
/home/pi/BirdNET-Pi/birdnet/bin/python3 /usr/local/bin/server.py
```
it stops with simply:
```
illegal instruction
```""",
        expected_cause="cpu-without-avx",
        note="2023. The poster's own solution in the same post (left out of the text, with the post's title and its sentence naming the cause, 'VM's default instruction set does not include necessary CPU type to run Tensorflow as compiled'): 'Solution is to change the VM's CPU type from 'kvm' to 'host''. Confirmed by a second user, Kickbut101: 'I also was getting \"illegal instruction\". This switch seems to have stopped that error'. A virtual machine whose default CPU model hides the host's AVX/AVX2 (BirdNET-Pi runs a TensorFlow Lite model).",
        platform="linux",
    ),
    CorpusLog(
        name="hassio-birdnet-pi-synology-vm-celeron-no-avx2",
        source=_GH + "alexbelgium/hassio-addons/issues/1798",
        text=r"""### Description

I am running HA in a VM on Synology.  Looks pretty and is much faster than a PI zero. the analyzer just does not work.

/etc/cont-init.d/98-oldcpu.sh: executing
[14:07:47] WARNING: NON SUPPORTED CPU DETECTED
[14:07:47] WARNING: Your cpu doesn't support avx2, the analyzer service will likely won't work
[14:07:47] WARNING: Trying to install tensorflow instead of tflite_runtime instead
chown: cannot access '/home/pi/.cache/pip': No such file or directory
Error : /etc/cont-init.d/98-oldcpu.sh exiting 1
/etc/cont-init.d/99-run.sh: executing

Any ideas?
synology 220+
The Synology DiskStation DS220+ NAS server has an Intel Celeron J4025 dual-core CPU 

### Addon Logs

Starting...
/etc/cont-init.d/00-banner.sh: executing
-----------------------------------------------------------
 Add-on: BirdNET-pi
 Realtime acoustic bird classification system
-----------------------------------------------------------
 Add-on version: 2025.02.23
 You are running the latest version of this add-on.
 System: Home Assistant OS 14.2
 Architecture: amd64 / qemux86-64
 Home Assistant Core: 2025.2.5
 Home Assistant Supervisor: 2025.02.4
-----------------------------------------------------------
...""",
        expected_cause="cpu-without-avx",
        note="2025. The add-on's maintainer alexbelgium: 'Ok I can confirm that avx2 cpu don't work in a consistent manner even with tensorflow. I've therefore modified the image so that if an old non-avx2 cpu is detected, it still tries to install tensorflow, but mostly it will show a message saying that users with non-avx2 cpu should use birdnet-go for which tphakala has compiled specific tflite_runtimes without avx2'. Odd: the chown error is a bug of the add-on's fallback script, fixed in later builds; the analyzer did run on this NAS after the maintainer made a build that works without AVX2 (alexbelgium/hassio-addons#1811, the working record of this set). The rest of the add-on log is cut.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="hassio-birdnet-pi-tflite-xnnpack-dynamic-tensor-warning",
        source=_GH + "alexbelgium/hassio-addons/issues/1811",
        text=r"""23 seems to work
Are the pip errors new?  I had not noticed them before
Also, but it works:

[server][INFO] LOADING TF LITE MODEL...
INFO: Created TensorFlow Lite XNNPACK delegate for CPU.
WARNING: Attempting to use a delegate that only supports static-sized tensors with a graph that has dynamic-sized tensors (tensor#180 is a dynamic-sized tensor).
[server][INFO] LOADING DONE!
[birdnet_analysis][INFO] backlog is 1
[birdnet_analysis][INFO] Analyzing /home/pi/BirdSongs/StreamData/2025-03-15-birdnet-RTSP_1-14:48:37.wav
[server][INFO] READING AUDIO DATA...""",
        expected_cause=None,
        harmless=True,
        note="2025. The same poster and Synology virtual machine as alexbelgium/hassio-addons#1798: after add-on build 2025.03.22 stopped analyzing, build .23 worked, 'Also, but it works:' with the TFLite delegate warning; the analyzer loaded its TF Lite model and analyzed the stream (CPU only, no GPU in this set-up). The pip errors the poster asks about are not in the stored copy of the comment.",
        platform="linux",
    ),
)
