# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-ninth set of real threads, gathered apart, from GitHub issues about where TensorFlow is launched from (IDEs such as VS Code, app launchers and GUIs that build CLI commands, Windows user sessions), any year.

Broken kinds held: CUDA libraries not found because a conda environment was used without being
activated (its activation scripts set the library path), cuDNN allocation failures because an
earlier test process launched by the IDE still held the GPU, cuDNN "no algorithm found" errors
after other GPU-using applications (VS Code, Chrome) had been opened, and GPUs visible only to
administrator accounts because of a corrupt Windows user profile. Working runs: 1.

No record is from 2023 or later: the newer threads on this angle were already in the corpus or
had no confirmation in view.

At first look (the doctor of commit cfa70dc, before this set was read) the cause was named in 1
of the 4 broken logs, not first; two of the three missed have no catalogue ID. The working run
was not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="faceswap-cli-conda-python-by-path-not-activated-cpu-only",
        source=_GH + "deepfakes/faceswap/issues/1259",
        text=r"""**Describe the bug**
FaceSwap GUI generates CLI commands that cannot utilize the GPU due to Tensorflow dependency errors. The Conda env has to be "activated" for all dependencies to load correctly, it is no longer sufficient to directly invoke Python by it's path in the Faceswap env. This did work in the past.

I believe this is the underlying cause of other issues like #1244, hat tip to Replican for posting [the solution](https://forum.faceswap.dev/viewtopic.php?p=7079#p7079) in the forum.

**To Reproduce**
Steps to reproduce the behavior:
1. Configure the Extract tool and run from the Faceswap GUI, it will run normally and utilize the GPU. 
2. Click Generate and run the CLI equivalent in a terminal. It will print dependency errors and run on CPU only.

**Expected behavior**
If GPU works in GUI, it should work in CLI.

**Desktop (please complete the following information):**
 - OS: AlmaLinux 9 (RHEL 9)
 - Python 3.9.12
 - Conda Version 4.12.0
 - Commit ID ee25a31d33d6e443d519e6459de8adb78616a5bd (current master)
 - 
**Additional context**

This is the current invocation that fails to use GPU:
alice@host /m/data > /mnt/data/homedir/faceswap8/miniconda3/envs/faceswap/bin/python /mnt/data/homedir/faceswap8/faceswap/faceswap.py e
xtract -i /mnt/data/sourcedata/test/test.mp4 -o /mnt/data/sourcedata/test/output -al /mnt/data/so
...""",
        expected_cause="cuda-libraries-missing",
        note="2022. Prose plus the command line (the dependency errors themselves are past the stored excerpt). The poster (HG4554) traced the cause himself and gives it in the opening post: the conda env 'has to be \"activated\" for all dependencies to load correctly, it is no longer sufficient to directly invoke Python by it's path', crediting the forum solution; run from the (activated) GUI the same extract uses the GPU. The env's conda CUDA/cuDNN libraries are found only through what activation sets, so running its python directly leaves TensorFlow without them.",
        platform="linux",
    ),
    CorpusLog(
        name="vscode-python-test-rerun-cudnn-alloc-failed-stale-test-process",
        source=_GH + "microsoft/vscode-python/issues/5590",
        text=r"""## Environment data

- VS Code version: 1.33.1 (user setup)
- Extension version (available under the Extensions sidebar): 2019.4.12954
- OS and version: Windows 10
- Python version (& distribution if applicable, e.g. Anaconda): Miniconda Python 3.6.8
- Type of virtual environment used (N/A | venv | virtualenv | conda | ...): conda
- Relevant/affected Python packages and their versions: tensorflow-gpu==1.13.1

## Expected behaviour

Running the same test suite multiple times should result in the same result each time.

## Actual behaviour

After restarting VS Code, the test suite runs normally the first time.  But then running it again (sometimes on the second attempt, sometimes after rerunning it several times) results in a bunch of errors related to CUDNN ("Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR" or "Could not create cudnn handle: CUDNN_STATUS_ALLOC_FAILED").

Based on these issues:

https://github.com/tensorflow/tensorflow/issues/6698#issuecomment-297159181

https://github.com/tensorflow/tensorflow/issues/24496

https://stackoverflow.com/a/53707323

I believe that that CUDNN error is actually caused by the previous test process not shutting down completely, which causes those errors when the test suite runs again.

...""",
        expected_cause="gpu-out-of-memory",
        note="2019. Prose with the two cuDNN error strings. The poster (drasmuss) diagnosed it: the previous test process launched by the VS Code test runner 'not shutting down completely', so the rerun cannot allocate GPU memory for cuDNN (CUDNN_STATUS_ALLOC_FAILED); the maintainers triaged it as an extension bug (labels type-bug, needs PR, reason-preexisting). The GPU memory is held by the leftover process, hence gpu-out-of-memory.",
        platform="windows",
    ),
    CorpusLog(
        name="vscode-opened-before-training-cudnn-no-algorithm-found-prose",
        source=_GH + "microsoft/vscode/issues/109732",
        text=r"""Issue Type: <b>Bug</b>

I am working on a project with TensorFlow/cuDNN where I train a neural network to generate images. I have an autoencoder network with several convolutional layers. The trouble is when training my network without opening VSCode (e.g. from system terminal) it's no problems, but if I had open VSCode prior to training (even if it had already been closed by the time I ran the code) then cuDNN would just keep complaining "no algorithm found error". After uninstalling all plugins from VSCode the problem still persists. I have also tried older versions such as 1.49 and 1.50 the bug was still there.

If I haven't opened VSCode after a reboot, I won't be having any trouble running my code at all. I am very curious as to what has VSCode done to the system when it is opened to cause this issue? To help diagnose the problem, here is some additional information:

+ GPU: RTX 3080 10GB
+ CPU: Ryzen 5 3600
+ OS: Ubuntu 18.04.1
...
VS Code version: Code 1.50.1 (d2e414d9e4239a252d1ab117bd7067f125afd80a, 2020-10-13T14:44:48.716Z)
OS version: Linux x64 5.4.0-52-generic

<details>
<summary>System Info</summary>

|Item|Value|
|---|---|
|CPUs|AMD Ryzen 5 3600 6-Core Processor (12 x 2083)|
|GPU Status|2d_canvas: enabled<br>flash_3d: enabled<br>flash_stage3d: enabled<br>flash_stage3d_baseline: enabled<br>gpu_compositing: enabled<br>multiple_raster_threads: enabled_on<br>oop_rasterization: disabled_off<br>opengl: enabled_on<br>protected_video_decode: unavailable_off<br>rasterization: disabled_software<br>skia_renderer: enabled_on<br>video_decode: unavailable_off<br>vulkan: disabled_off<br>webgl: enabled<br>webgl2: enabled|
|Load (avg)|0, 0, 0|
|Memory (System)|31.33GB (25.41GB free)|
|Process Argv|--no-sandbox --unity-launch --crash-reporter-id 86569fb4-eeed-4b17-bce3-16eabe92b213|
|Screen Reader|no|
|VM|0%|
|DESKTOP_SESSION|ubuntu|
|XDG_CURRENT_DESKTOP|Unity|
|XDG_SESSION_DESKTOP|ubuntu|
|XDG_SESSION_TYPE|x11|
</details>Extensions: none""",
        expected_cause=None,
        note="2020. Prose only, weak. The poster (xingrui-uob) closed it himself: 'I think the problem is not with VSCode but TensorFlow's management of GPU/VRAM as I have noticed the same issues that happened with opening up chrome as well.' Other GPU-accelerated applications holding video memory when cuDNN picks its algorithms; the thread names no catalogue cause (not shown to be an out-of-memory error).",
        platform="linux",
    ),
    CorpusLog(
        name="windows-server-gpus-visible-only-to-admins-corrupt-user-profile-prose",
        source=_GH + "tensorflow/tensorflow/issues/58957",
        text=r"""### Issue Type

Support

### Source

source

### Tensorflow Version

2.10

### Custom Code

No

### OS Platform and Distribution

Windows Server 2022

### Python version

3.9

### CUDA/cuDNN version

11.2.2/8.1.1

### GPU model and memory

NVIDIA RTX A5000

### Current Behaviour?

When executing tf.config.list_physical_devices(), tensorflow returns a list with all installed GPUs only when executed by an admin. Standard user accounts see only CPU devices.

### Standalone code to reproduce the issue

import tensorflow as tf
print(tf.config.list_physical_devices())

### Relevant log output

_No response_""",
        expected_cause=None,
        note="2022 (opened 2022-12-20). Prose only. The poster (ghup1) after the maintainer's generic gist: 'The faulty behaviour was due to a corrupt Windows user profile. After recreating this user profile, the issue was solved.' A broken per-user Windows profile (GPUs seen from admin sessions only): no catalogue cause.",
        platform="windows",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="windows-tf012-numa-node-error-line-process-runs-correctly",
        source=_GH + "tensorflow/tensorflow/issues/5986",
        text=r"""I use one GPU card now,  tensorflow(0.12) reports follow error, but the process run correctly.   How to suport  if we use multi-gpu on windows ?

E c:\tf_jenkins\home\workspace\release-win\device\gpu\os\windows\tensorflow\core\common_runtime\gpu\gpu_device.cc:586] Could not identify NUMA node of /job:localhost/replica:0/task:0/gpu:0, defaulting to 0.  Your kernel may not have been built with NUMA support.""",
        expected_cause=None,
        harmless=True,
        note="2016. Working run: the poster says 'the process run correctly' on the GPU; maintainer mrry: 'This error should be a warning. Multiple GPUs work today on Windows' (the NUMA line is logged at error level but is harmless).",
        platform="windows",
    ),
)
