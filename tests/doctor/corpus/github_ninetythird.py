# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A ninety-third set of real threads, gathered apart, from GitHub issues about containers and embedded boards (Docker Compose, the NVIDIA Container Toolkit, Tensorman on Pop!_OS, NVIDIA Jetson TX1/TX2/Nano), any year.

Broken kinds held: a Compose GPU reservation whose 'utility' capability kept the GPU from
TensorFlow, a container toolkit that mounted the driver libraries where the TensorFlow image
does not look (Arch Linux), host RAM exhausted on a Jetson Nano (kernel OOM killer), the shared
Jetson memory running out at session start, and a Jetson wheel built for another Python.
Working runs: 2 (a Jetson TX1 session with the ARM64 NUMA notice, a Tensorman container with the
SysFS NUMA notice).

At first look (the doctor of commit 0d1c556, before this set was read; the same with the doctor of
671c092) the cause was named in 2 of the 5 broken logs (two have no catalogue cause), both
first; neither working run was flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="docker-compose-gpu-utility-capability-tf-jax-see-no-gpu",
        source=_GH + "docker/compose/issues/8583",
        text=r"""## Description of the issue
I had considerable trouble getting tensorflow or jax to see an nvidia gpu inside a container. I traced the problem back to the "utility" capability that is set in the compose file.

## Context information (for bug reports)

- [x] On an 8-gpu lambda server
- [x] Cuda 11.4

**Output of `docker(-)compose version`**
```
docker-compose version 1.29.2, build 5becea4c
```

**Output of `docker version`**
```
Client:
 Version:           20.10.7
 API version:       1.41
 Go version:        go1.13.8
 Git commit:        20.10.7-0ubuntu1~20.04.1
 Built:             Wed Aug  4 22:52:25 2021
 OS/Arch:           linux/amd64
 Context:           default
 Experimental:      true

Server:
 Engine:
  Version:          20.10.7
  API version:      1.41 (minimum version 1.12)
  Go version:       go1.13.8
  Git commit:       20.10.7-0ubuntu1~20.04.1
  Built:            Wed Aug  4 19:07:47 2021
  OS/Arch:          linux/amd64
  Experimental:     false
```""",
        expected_cause=None,
        note="2021. The poster traced it himself in the opening post: the 'utility' capability in the Compose GPU device reservation (the Compose docs example then read capabilities: [gpu, utility]); the same week docker/docs PR #13476 removed 'utility' from that example because 'It brokes CUDA integration if specified'. A Compose device-reservation setting that leaves the CUDA driver libraries out of the container: no catalogue cause. The stored copy ends at the compose config (not quoted); environment only, no TensorFlow log.",
        platform="linux",
    ),
    CorpusLog(
        name="arch-aur-nvidia-580xx-toolkit-libs-in-usr-lib-tf217-image-cuinit-34",
        source=_GH + "NVIDIA/nvidia-container-toolkit/issues/1246",
        text=r"""**NVIDIA GPU "Disappearing" in Docker (Arch Linux / Pascal GPUs)**

If you're on Arch Linux with a Pascal-series GPU (like a GTX 1080) and recently switched to the AUR drivers (`nvidia-580xx-utils`), you might find your Docker GPU support suddenly "broken" even if `nvidia-smi` looks fine.

After the driver update, the `nvidia-container-toolkit` might fail to correctly expose the libraries. You'll see:
* `nvidia-smi` works on the host and inside the container, but, inside the container, `nvidia-smi` might report `CUDA Version: ERR!` (it does in TF container images but not on `nvidia/cuda:12.3.2-base-ubuntu22.0`).
* TensorFlow/PyTorch will fail with `cuInit: UNKNOWN ERROR (34)` and say `libcuda.so: NOT_FOUND`.
* `NVIDIA_VISIBLE_DEVICES` gets forced to `void`.""",
        expected_cause=None,
        note="2026. Prose only (a comment in the thread, written from the commenter's own machine). The commenter (phlfm) names the cause and the fix he ran: 'The toolkit mounts the libraries into /usr/lib, but the container's default search path might miss them'; setting LD_LIBRARY_PATH=/usr/lib in the tensorflow/tensorflow:2.17.0-gpu container 'Works for TF 2.17' (his output is cut off in the stored copy). Driver libraries mounted outside the image's library path (cuInit 34 is CUDA's stub-library error): no catalogue cause.",
        platform="linux",
    ),
    CorpusLog(
        name="jetson-nano-deep-sort-yolov3-session-hangs-kernel-oom-killer",
        source=_GH + "Qidian213/deep_sort_yolov3/issues/111",
        text=r"""I'm trying to run this on Jeston Nano but I get stuck on this:

```
out_boxes, out_scores, out_classes = self.sess.run(
            [self.boxes, self.scores, self.classes],
            feed_dict={
                self.yolo_model.input: image_data,
                self.input_image_shape: [image.size[1], image.size[0]],
                K.learning_phase(): 0
            })
        return_boxs = []
```

It hangs out at this level forever. What could it be causing it?

After leaving it for a while, it displays the following message:

```
kthreadd: page allocation stalls for 10004ms, order:2, mode:0x27080c0(GFP_KERNAL_ACCOUNT|__GFP_ZERO|__GFP_NOTRACK)
kthread invoked oom-killer: gfp_mask=0x27080c0(GFP_KERNEL_ACCOUNT|__GFP_ZERO|__GFP_NOTRACK), nodemask=0, order=2, oom_score_adj=0
Out of memory: Kill process 7248 (python3) score 266 or sacrifice child
```""",
        expected_cause="host-out-of-memory",
        note="2019. A commenter's own run (kzka90), not the opening request. After another user asked whether memory ran out, he confirmed: 'Memory is hitting the limit, just verified it with `tegrastats`' and added a swap file. The kernel OOM killer ended python3: the Nano's 4 GB RAM (shared with the GPU) ran out.",
        platform="linux",
    ),
    CorpusLog(
        name="jetson-tf-build-session-cuda-error-out-of-memory-shared-memory",
        source=_GH + "JasonAtNvidia/JetsonTFBuild/issues/3",
        text=r'''Thank you @EmpireofKings I installed tensorflow again as root and it was successful. However I had an error when I tried to run:

```
import tensorflow as tf 
a = tf.constant(10) 
b = tf.constant(32) 
sess = tf.Session() 
sess.run(a + b) 
```

> "CUDA_ERROR_OUT_OF_MEMORY"''',
        expected_cause="gpu-out-of-memory",
        note="2018. Prose plus the error name, a comment on a Jetson TensorFlow build thread. The poster (valentindbdg): 'The only way I found to avoid this error was to manually set the memory used by tensorflow' (per_process_gpu_memory_fraction=0.7); the maintainer (JasonAtNvidia): on a Jetson the GPU and CPU share memory and 'When Tensorflow queries the memory it can only find what the CPU hasn't taken up.'",
        platform="linux",
    ),
    CorpusLog(
        name="jetson-tx1-tf160rc0-cp27-wheel-not-supported-wrong-python-env",
        source=_GH + "jetsonhacks/installTensorFlowJetsonTX/issues/9",
        text=r"""Also got the same with TX1... any ideas?

```
alice@host:~/tensorflow$ pip install /tmp/tensorflow_pkg/tensorflow-1.6.0rc0-cp27-cp27mu-linux_aarch64.whl 
tensorflow-1.6.0rc0-cp27-cp27mu-linux_aarch64.whl is not a supported wheel on this platform.
alice@host:~/tensorflow$ arch
aarch64
```""",
        expected_cause="python-version-unsupported",
        note="2018. A commenter's own log (robmsmt) on a Jetson TF wheel thread; he confirmed the fix a few minutes later: 'I had the same problem, i fixed this by ensuring that i was downloading TF for python2.7 when that environment was active.' The pip in use belonged to a Python the cp27 wheel was not built for.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="jetson-tx1-session-arm64-numa-notice-gpu-device-created",
        source=_GH + "tensorflow/tensorflow/issues/2264",
        text=r"""@petamem Hi, I am trying to fix a similar issue here. Could you help me figure out how to "a new 4.5.3 kernel with NUMA support"? (T_T)

I am runing tensorflow on Jetson TX1 and **sess=tf.Session()** gives me **NUMA** error on both python 2.7 and python 3.5.
```
>>> import tensorflow as tf
>>> sess = tf.Session()
2017-12-30 01:13:41.421430: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:857] ARM64 does not support NUMA - returning NUMA node zero
2017-12-30 01:13:41.421551: I tensorflow/core/common_runtime/gpu/gpu_device.cc:955] Found device 0 with properties: 
name: NVIDIA Tegra X1
major: 5 minor: 3 memoryClockRate (GHz) 0.9984
pciBusID 0000:00:00.0
Total memory: 3.89GiB
Free memory: 365.80MiB
2017-12-30 01:13:41.421603: I tensorflow/core/common_runtime/gpu/gpu_device.cc:976] DMA: 0 
2017-12-30 01:13:41.421631: I tensorflow/core/common_runtime/gpu/gpu_device.cc:986] 0:   Y 
2017-12-30 01:13:41.421671: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1045] Creating TensorFlow device (/gpu:0) -> (device: 0, name: NVIDIA Tegra X1, pci bus id: 0000:00:00.0)
```""",
        expected_cause=None,
        harmless=True,
        note="2017. Working run (a comment by YerongLi): the session opens and the Tegra X1 GPU device is created; the 'ARM64 does not support NUMA' line he calls a NUMA error is an info-level notice on every Jetson. No fault was found in the thread; the low free memory is the shared RAM reported at that moment.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorman-pop-os-2110-device-flags-workaround-gpu-found-numa-notices",
        source=_GH + "pop-os/tensorman/issues/34",
        text=r"""```
# tensorman run --gpu python ./hello-world.py
"docker" "run" "-u" "1000:1000" "--gpus=all" "-e" "HOME=/project" "--device" "/dev/nvidia0" "--device" "/dev/nvidia-uvm" "--device" "/dev/nvidia-uvm-tools" "--device" "/dev/nvidiactl" "-it" "--rm" "-v" "/data/data1/alice-Unsynced-Projects/tensorman-learning:/project" "-w" "/project" "tensorflow/tensorflow:latest-gpu" "python" "./hello-world.py"
just imported tensorflow

2022-01-22 19:03:13.135070: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:939] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-01-22 19:03:13.138300: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:939] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-01-22 19:03:13.138656: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:939] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
configuring device PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU') to set memory growth

starting main script
```""",
        expected_cause=None,
        harmless=True,
        note="2022. Working run, weak: the opening post 'has a workaround' for Tensorman losing the GPU after the Pop!_OS 21.10 upgrade, and this is its run with the extra --device flags: TensorFlow lists GPU:0 and sets memory growth; the only alarming lines are the SysFS NUMA notices. The stored copy stops at the next (oneDNN) line, which is left out, so the rest of the run is not in view.",
        platform="linux",
    ),
)
