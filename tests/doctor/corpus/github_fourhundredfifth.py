# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-fifth set of real threads: NVIDIA Jetson boards (JetPack, L4T) (2020-2026), from GitHub issues (issues corpus) on dusty-nv/jetson-containers, dusty-nv/jetson-inference, NVIDIA-AI-IOT/jetson_benchmarks, NVIDIA-ISAAC-ROS (isaac_ros_argus_camera, isaac_ros_common), and on projects run on Jetson Nano/Xavier/Orin (opendatacam, jax, triton-inference-server, onnxruntime, mmdeploy, WendyOS).

Broken kinds held: a binary or wheel built for another JetPack's CUDA release (darknet for
CUDA 10.0 on JetPack 4.4, an Isaac ROS release for JetPack 5 on JetPack 6, CUDA 12 PyTorch
wheels on JetPack 7, an onnxruntime wheel for CUDA 11 in a CUDA 12 image, an image without
cuDNN), a JetPack 5 container on a JetPack 4 board and a CUDA 12.2 container on a CUDA 11.4
board, TensorRT missing from the flashed board or older than the tool needs, GPU architectures
missing from a build (Orin's sm_87 in the jax aarch64 wheels, the Nano's sm_53 in mmdeploy's
SDK), and a `docker build` that ran without the NVIDIA runtime so the board's CUDA libraries
were not mounted. Working runs: 1 (jetson-inference's detectnet notices, confirmed to be no
errors by the maintainer).

Two records are prose only (the error in the post's title or in a screenshot): mmdeploy#409 and
jetson-containers#573. Left out: many jetson-containers and jetson-inference threads on the same
"libcurand.so.10 / libcublas.so.10" symptoms (containers for another L4T release, builds without
the default nvidia runtime) whose stored copies stop before the poster's answer, and threads
whose fix was a reflash with no cause named.

At first look (the doctor of commit 9315641) the cause was named in 8 of 12 broken logs, 8 first;
the working run was not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="opendatacam-jetson-nano-jp44dp-darknet-built-for-libcudart-10-0",
        source=_GH + "opendatacam/opendatacam/issues/214",
        text=r"""Hi,

Im getting the error:
./darknet: error while loading shared libraries: libcudart.so.10.0: cannot open shared object file: No such file or directory

 nvcc --version
nvcc: NVIDIA (R) Cuda compiler driver
Copyright (c) 2005-2019 NVIDIA Corporation
Built on Wed_Oct_23_21:14:42_PDT_2019
Cuda compilation tools, release 10.2, V10.2.89

- NVIDIA Jetson Nano (Developer Kit Version)
   * Jetpack 4.4 DP [L4T 32.4.2]
   * NV Power Mode: MAXN - Type: 0
   * jetson_clocks service: inactive
 - Libraries:
   * CUDA: 10.2.89
   * cuDNN: 8.0.0.145
   * TensorRT: 7.1.0.16
   * Visionworks: 1.6.0.501
   * OpenCV: 4.1.1 compiled CUDA: NO
   * VPI: 0.2.0
   * Vulkan: 1.2.70

is there a way to fix this error?""",
        expected_cause="cuda-libraries-missing",
        note="2020. The poster: 'downgrading solves it' (back to the JetPack with CUDA 10.0); maintainer tdurand: 'great you found the solution, I just added a note in the readme about Jetpack 4..4 DP'. The project's darknet binary was linked against CUDA 10.0 (JetPack 4.3); JetPack 4.4 DP ships CUDA 10.2 only.",
        platform="linux",
    ),
    CorpusLog(
        name="jax-cuda12-aarch64-wheel-jetson-orin-sm87-no-kernel-image",
        source=_GH + "jax-ml/jax/issues/40487",
        text=r"""Hi, I found that with default settings `jax.devices()` can see the GPU, but as soon as an op runs it dies:

```
$ python -u -c "import jax, jax.numpy as jnp; print(jax.__version__, jax.devices()); print(jnp.arange(16).sum())"
0.11.1 [CudaDevice(id=0)]
jax.errors.JaxRuntimeError: NOT_FOUND: All configs failed during profiling.
Failures (2):
EXECUTION FAILED: INTERNAL: CUDA Runtime error: [0] Failed call to cudaGetFuncBySymbol: cudaErrorNoKernelImageForDevice: no kernel image is available for execution on the device
EXECUTION FAILED: INTERNAL: [0] There was an error before calling cuModuleGetFunction (209): cudaErrorNoKernelImageForDevice : no kernel image is available for execution on the device
```

A matrix multiply aborts the process outright:

```
x = jnp.ones((256,256)); print("matmul", float((x@x).block_until_ready()[0,0]))
F0905 20:29:15.483413  946981 stream_executor_util.cc:504] Could not load RepeatBufferKernel: INTERNAL: CUDA Runtime error: [0] Failed call to cudaGetFuncBySymbol: cudaErrorNoKernelImageForDevice: no kernel image is available for execution on the device
*** Check failure stack trace: ***
exit=134
```""",
        expected_cause="compute-capability-unsupported",
        note="2026. Title: 'no kernel image on Jetson Orin (sm_87) with jax[cuda12] 0.11.1 aarch64 wheels'. The poster's own pull request jax-ml/jax#40492 found the cause and tested it: 'the aarch64 cuda 12 wheel only has ... sm_50 sm_60 sm_70 sm_80 sm_90 ... | PTX: ' (no PTX), 'in which none can be run on orin sm87 ... orin cant run sm80 binary' (CUDA guide: binary compatibility 'is not supported for Tegra'); a test kernel built for sm_87 or as compute_80 PTX ran, the sm_80 cubin gave 'no kernel image'. The issue is still open with two pull requests. The wheel has kernels for newer and older GPUs but none Orin can load; the nearest catalogue ID is chosen.",
        platform="linux",
    ),
    CorpusLog(
        name="triton-server-jetson-xavier-jp451-libnvinfer-so-7-tensorrt-not-flashed",
        source=_GH + "triton-inference-server/server/issues/3030",
        text=r"""Trying to install triton for jetpack on my NVidia jetson agx xavier. 

I followed process mentioned in latest github release page of triton server.

Before the last process, there is no problem. But in last process, I got an error message like follows:
error while loading shared libraries: libnvinfer.so.7: cannot open shared object file: No such file or directory

What is the reason of this message and how to fix this?

I used Nvidia jetson agx xavier.
And jetpack 4.5.1 is installed in my device.""",
        expected_cause="tensorrt-unavailable",
        note="2021. Maintainer CoderHam: 'If Jetpack 4.5.1 is installed you should have TRT 7 installed as well. Can you confirm ...' and that the release was built for JP 4.5; the poster: 'As you said, I missed install tensorrt in flashing jetpack os ... So, I reinstall jetpack os. And everything is working well.' TensorRT (libnvinfer) was not installed on the board.",
        platform="linux",
    ),
    CorpusLog(
        name="isaac-ros-argus-camera-jetpack6-libcudart-so-11-0-release-for-jp512",
        source=_GH + "NVIDIA-ISAAC-ROS/isaac_ros_argus_camera/issues/36",
        text=r"""Hi all,
i am trying this package on Jetpack 6 and even thou it builds, this error pops up when I run the mono launcher:

```
[INFO] [launch]: All log files can be found below /home/alice/.ros/log/2024-01-03-13-52-12-969463-host-8615
[INFO] [launch]: Default logging verbosity is set to INFO
[INFO] [component_container_mt-1]: process started with pid [8640]
[component_container_mt-1] [INFO] [1704289933.703623279] [argus_mono_container]: Load Library: /home/alice/ros_ws/install/isaac_ros_argus_camera/lib/libmono_node.so
[component_container_mt-1] [ERROR] [1704289933.733278228] [argus_mono_container]: Failed to load library: Could not load library dlopen error: libcudart.so.11.0: cannot open shared object file: No such file or directory, at ./src/shared_library.c:99
[ERROR] [launch_ros.actions.load_composable_nodes]: Failed to load node 'argus_mono' of type 'nvidia::isaac_ros::argus::ArgusMonoNode' in container '/argus_mono_container': Failed to load library: Could not load library dlopen error: libcudart.so.11.0: cannot open shared object file: No such file or directory, at ./src/shared_library.c:99
```

why is clibcudart.so.11.0 linked even if jetpack 6 comes with cuda12.2 ?
Am I doing something wrong ?
Thanks""",
        expected_cause="cuda-libraries-missing",
        note="2024. Maintainer jaiveersinghNV: 'The latest Isaac ROS 2.1 release only supports JetPack 5.1.2.' (the rest of the reply is cut in the stored copy); closed. The package's prebuilt libraries link CUDA 11 (JetPack 5); JetPack 6 has CUDA 12.2.",
        platform="linux",
    ),
    CorpusLog(
        name="wendyos-jetpack72-cuda13-torch-jp6-cu126-wheel-libcudart-so-12",
        source=_GH + "wendylabsinc/WendyOS/issues/1370",
        text=r"""HelloLLM example fails on WendyOS 0.17 (JetPack 7.2) — no prebuilt PyTorch for CUDA 13

The `Examples/HelloLLM` app doesn't run on WendyOS 0.17.0 (JetPack 7.2, Orin Nano). `wendy run` builds and pushes fine, but the container crashes on startup:

```
Error: libcublas.so.*[0-9] not found in the system path [...]
OSError: libcudart.so.12: cannot open shared object file: No such file or directory
  File "/usr/local/lib/python3.10/dist-packages/torch/__init__.py", line 314, in _preload_cuda_deps
    raise ValueError(f"{lib_name} not found in the system path {sys.path}")
```

**Root cause:** the Dockerfile installs a CUDA-12 PyTorch wheel:

```dockerfile
RUN pip3 install --no-cache-dir \
    torch==2.8.0 \
    --index-url https://pypi.jetson-ai-lab.io/jp6/cu126/
```

That wheel hard-links `libcudart.so.12`. But WendyOS 0.17.0 ships **JetPack 7.2 / CUDA 13.2** — the host only has `.so.13`:

```
$ wendy device info
OS: wendyos WendyOS-0.17.0
JetPack: 7.2
CUDA: 13.2

$ ls /usr/local/cuda-13.2/lib/libcudart.so*
libcudart.so  libcudart.so.13  libcudart.so.13.2.75   # no .so.12, no cuda-compat
```

So `dlopen` fails before Python even starts.""",
        expected_cause="cuda-libraries-missing",
        note="2026. The first line is the issue's title; the post is cut after its findings (a table of wheel sources follows). Closed by the merged pull request wendylabsinc/WendyOS#1379 (EBro912): 'The examples pin JetPack-6 / CUDA-12.6 PyTorch wheels, which dlopen libcudart.so.12 — but JetPack 7 ships only CUDA 13'; the fix keeps the CUDA 12.6 wheel and bundles the CUDA 12 runtime (nvidia-*-cu12) in the image, since the CUDA 13 sbsa wheels carry no sm_87 kernels for Orin.",
        platform="linux",
    ),
    CorpusLog(
        name="jetson-containers-l4t-ml-r34-1-on-r32-6-host-initialization-error",
        source=_GH + "dusty-nv/jetson-containers/issues/149",
        text=r"""Can I run r34.1 container with CUDA on r32.6 (Jetpack 4)?

I tried to run r34.1 container on Jetson NX with version r32.6.
The container can run successfully, but I found that I can't use CUDA.
Is it available to run r34.1 with CUDA on r32.6?
Thank you!

My steps:
1. Run the docker
```bash
docker run --rm -it --gpus all nvcr.io/nvidia/l4t-ml:r34.1.0-py3 bash
``` 
2. Build example
```bash
cd /usr/local/cuda/samples/1_Utilities/deviceQuery
make
```
3. Run
```bash
./deviceQuery
```
4. Error log
```
./deviceQuery Starting...

 CUDA Device Query (Runtime API) version (CUDART static linking)

cudaGetDeviceCount returned 3
-> initialization error
Result = FAIL
```

More information: The same steps are successful while using docker container r32.6 version.""",
        expected_cause="driver-too-old",
        note="2022. The first line is the issue's title. Maintainer dusty-nv: 'the r34.1.0 containers only run (with CUDA) on r34.1.0 and newer'; the poster: 'Thank you for the answers.' The JetPack 5 container's CUDA 11.4 needs the L4T R34 driver; the board runs L4T R32.6 (JetPack 4.6, CUDA 10.2).",
        platform="linux",
    ),
    CorpusLog(
        name="isaac-ros-3-container-needs-cuda-12-2-jetpack-512-cuda-11-4",
        source=_GH + "NVIDIA-ISAAC-ROS/isaac_ros_common/issues/126",
        text=r"""Hi,

I have **Jetpack 5.1.2** with **cuda 11.4** installed. The `scripts/run_dev.sh `was working fine before. But, with the latest commit (ISAAC ROS 3.0.0), it throws the following error:
`Running isaac_ros_dev-aarch64-container
docker: Error response from daemon: failed to create task for container: failed to create shim task: OCI runtime create failed: failed to create NVIDIA Container Runtime: failed to construct OCI spec modifier: requirements not met: unsatisfied condition: cuda>=12.2 (cuda=11.4): unknown.
~/workspaces/isaac_ros-dev/src/isaac_ros_common`

I get the same error even after trying to upgrade my Jetson to CUDA12.2.

Please give pointers on why is this the case?

Thanks,""",
        expected_cause="driver-too-old",
        note="2024. Answer by jmblixt3 citing the project's supported-platforms page: 'Isaac ros 3.0.0 is only supported on Jetpack 6.0'; the poster did not dispute it (issue still open). The container requires CUDA >= 12.2 from the board's driver, which on JetPack 5.1.2 is CUDA 11.4; installing a CUDA 12.2 toolkit does not change the L4T driver.",
        platform="linux",
    ),
    CorpusLog(
        name="onnxruntime-jetson-xavier-container-libcudnn-so-8-not-in-image",
        source=_GH + "microsoft/onnxruntime/issues/19631",
        text=r"""I should also have cuDNN 8.6.0 but my next set of error is this:
`2024-02-23 22:55:09.263697843 [E:onnxruntime:Default, provider_bridge_ort.cc:1480 TryGetProviderInfo_CUDA] /home/ort/onnxruntime/onnxruntime/core/session/provider_bridge_ort.cc:1193 onnxruntime::Provider& onnxruntime::ProviderLibrary::Get() [ONNXRuntimeError] : 1 : FAIL : Failed to load library libonnxruntime_providers_cuda.so with error: libcudnn.so.8: cannot open shared object file: No such file or directory`""",
        expected_cause="cuda-libraries-missing",
        note="2024. A comment of the thread '[Build] Issues with CUDA 11.4 and ONNX Runtime 1.11.0' (Jetson Xavier), kept as quoted in maintainer jywu-msft's reply, who asked 'is libcudnn.so in your LD_LIBRARY_PATH?'. Its author: 'I checked and it wasn't there. I decided to scroll through the NVIDIA NGC Page and stumbled on this dockerfile: https://gitlab.com/nvidia/container-images/l4t-jetpack/... (It includes commands for downloading CUDA and cudnn). This solved my issues of not finding any CUDA or CUDNN related libraries.' The opening post is not in the stored copy.",
        platform="linux",
    ),
    CorpusLog(
        name="jetson-containers-orin-onnxruntime-cuda11-wheel-in-cuda12-image",
        source=_GH + "dusty-nv/jetson-containers/issues/573",
        text=r"""Installing ONNXRUNTIME on Jetson Xavier Orin (CUDA 12.2)

I am attempting to build a docker container that uses the image: nvcr.io/nvidia/l4t-tensorrt:r8.6.2-devel on a Jetson Orin

At the same time, I am trying to install onnxruntime-gpu using the following wheels: https://elinux.org/Jetson_Zoo#ONNX_Runtime (onnxrt 1.18.0 python310)

However, this onnxruntime build uses cuda11 while the image uses cuda12. I get errors that cudnnn and cublas 11 .so libraries cannot be found.

Where can I find the most recent onnxruntime-gpu that was built on CUDA12.2?""",
        expected_cause="cuda-libraries-missing",
        note="2024. Prose only; the first line is the issue's title. The poster named the mismatch himself; maintainer dusty-nv pointed to the jetson-containers onnxruntime container and wheels built for the board's CUDA 12 ('it will rebuild the wheels for a custom configuration when necessary'); the poster thanked him. The poster's report after switching is not in the stored copy.",
        platform="linux",
    ),
    CorpusLog(
        name="mmdeploy-jetson-nano-sdk-built-without-sm53-no-kernel-image",
        source=_GH + "open-mmlab/mmdeploy/issues/409",
        text=r"""[BUG] Jetson Nano: CUDA error: no kernel image is available for execution on the device

**Describe the bug**

After install mmdeploy in Jetson Nano. I use example to test, and I got this error.
![image](https://user-images.githubusercontent.com/25873202/165199878-669c96bc-94ec-4ebc-8c62-7223312dd750.png)

**Reproduction**

1. What command or script did you run?

```none
./object_detection cuda ${work_dirs} ${path/to/an/image}
```""",
        expected_cause="compute-capability-too-old",
        note="2022. Prose only (the log is a screenshot); the first line is the issue's title. The poster closed it with 'Fixed : #407', his merged pull request open-mmlab/mmdeploy#407: '`cuda.cmake` in mmdeploy was missing `sm_53`. ... So I add it in the `cuda.cmake`. After this modifiy, it work.' (and the same fix to ppl.cv, OpenPPL/ppl.cv#85). The SDK's kernels were built without the Nano's sm_53; the catalogue's compiled add-on finding (custom-op-build-mismatch) would also fit.",
        platform="linux",
    ),
    CorpusLog(
        name="jetson-benchmarks-nano-jp42-tensorrt5-unknown-explicitbatch",
        source=_GH + "NVIDIA-AI-IOT/jetson_benchmarks/issues/9",
        text=r"""Unknown argument: --explicitBatch

I was able to build but after running bechmark.py I get the following error:
```
Please close all other applications and Press Enter to continue...
Setting Jetson nano in max performance mode
gpu frequency is set from 76800000 Hz --> to 921600000 Hz
------------Executing yolov3-tiny-416------------

Error in Build, Please check the log in: /home/alice/alice/jetson_benchmarks/
We recommend to run benchmarking in headless mode
--------------------------

Model Name: yolov3-tiny-416
FPS:0.00

--------------------------
```

Details about my nano:

```
NVIDIA Jetson Nano (Developer Kit Version)
 L4T 32.1.0 [ JetPack 4.2 ]
   Ubuntu 18.04.2 LTS
   Kernel Version: 4.9.140-tegra
 CUDA 10.0.166
   CUDA Architecture: 5.3
 OpenCV version: 3.3.1
   OpenCV Cuda: NO
 CUDNN: 7.3.1.28
 TensorRT: 5.0.6.3
 Vision Works: 1.6.0.500n
 VPI: NOT_INSTALLED

```""",
        expected_cause="tensorrt-unavailable",
        note="2020. The first line is the issue's title (trtexec's complaint, from the build log). Maintainer ak-nv: 'The repo is targeted for JP4.4 and with TensorRT 7.' with workarounds for TensorRT 5; the poster did not dispute it; closed. The board's TensorRT 5 is older than the release the benchmarks need; TensorFlow is not involved.",
        platform="linux",
    ),
    CorpusLog(
        name="jetson-containers-opencv-docker-build-cublas-notfound-without-nvidia-runtime",
        source=_GH + "dusty-nv/jetson-containers/issues/78",
        text=r"""Hi!
I have error build docker image from file Dockerfile.opencv.
CMake OpenCV dont found path to libraries CUDA
```
-- Configuring incomplete, errors occurred!
See also "/opt/opencv/build/CMakeFiles/CMakeOutput.log".
See also "/opt/opencv/build/CMakeFiles/CMakeError.log".
CMake Error: The following variables are used in this project, but they are set to NOTFOUND.
Please set them or make sure they are set and tested correctly in the CMake files:
CUDA_cublas_LIBRARY (ADVANCED)
    linked by target "opencv_cudev" in directory /opt/opencv_contrib/modules/cudev
    linked by target "opencv_core" in directory /opt/opencv/modules/core
    linked by target "opencv_cudaarithm" in directory /opt/opencv_contrib/modules/cudaarithm
    linked by target "opencv_cudaarithm" in directory /opt/opencv_contrib/modules/cudaarithm

```""",
        expected_cause="container-without-gpus",
        note="2021. Maintainer dusty-nv: 'I think you need to set your default docker-runtime to nvidia first and then reboot' (on JetPack 4 the CUDA libraries are mounted into containers by the nvidia runtime, also during `docker build` only when it is the default); the poster: 'Thank you. It helped me. Problem is solved'.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="jetson-inference-detectnet-jetson-clocks-note-and-eos-not-errors",
        source=_GH + "dusty-nv/jetson-inference/issues/852",
        text=r"""When I run detectnet, I get the following error: Can you help me (I used sudo, but it failed.)

[TRT]    note -- when processing a single image, run 'sudo jetson_clocks' before
                to disable DVFS for more accurate profiling/timing measurements

[image] imageLoader -- End of Stream (EOS) has been reached, stream has been closed""",
        expected_cause=None,
        harmless=True,
        note="2020. Title 'error when detectnet run'. Maintainer dusty-nv: 'I think it loaded and ran an image, because of that `[TRT]` message you see. That wouldn't be printed if it didn't run the model on at least one image. Neither of these messages are errors.' The model ran with TensorRT on the Jetson's GPU.",
        platform="linux",
    ),
)
