# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-sixtieth set of real threads: video and image processing on NVIDIA GPUs outside deep-learning frameworks (2019-2026), from GitHub issues on opencv/opencv, cyrusbehr/tensorrt-cpp-api, FFmpeg-based tools (jrottenberg/ffmpeg, Raveler/ffmpeg-cpp, NixOS/nixpkgs), HandBrake/HandBrake, automatic-ripping-machine, nagadomi/nunif, Huanshere/VideoLingo and games-on-whales/wolf.

Broken kinds held: an NVIDIA driver older than the NVENC API that the encoder was built against
(HandBrake 1.7's FFmpeg on driver 528, PyAV built with Video Codec SDK 13 on drivers 551-561),
driver libraries that no longer match the kernel module after a host driver upgrade (Wolf's
GStreamer nvcodec: CUDA_ERROR_SYSTEM_DRIVER_MISMATCH), a container started without its GPU
(jrottenberg/ffmpeg under docker-compose), no NVIDIA driver reachable (a Windows machine with no
NVIDIA GPU, Nix's FFmpeg not finding the host's libcuda.so.1), an OpenCV build whose CUDA
architecture list lacks the GPU (Tesla T4 against CUDA_ARCH_BIN 8.0/8.7), and four with no
catalogue ID: OpenCV's DNN CUDA backend switched off by CUDA_ARCH_BIN values under 5.3, a GPU
whose NVENC is disabled (P106-100 mining card), and NVENC's libnvidia-encode.so.1 missing inside
a container (installed by hand in one; a Docker-on-WSL2 set-up in the other). All broken: 11;
working runs: 0.

Left out: threads whose confirming reply lies past the stored opening (jellyfin/jellyfin#7570,
NVIDIA/VideoProcessingFramework#467 and #473, HandBrake#2927, obs-studio#10479, ladaapp/lada#130,
microsoft/WSL#6367), a reply by someone other than the poster (dmlc/decord#71, where the comment
quoted is not the opener's; NVIDIA/DALI#2362, where the poster still failed after the capability
advice), causes inside the application itself (an immich-video-memory-generator fallback fixed in
its code, OBS 30.1's NVENC regression on Kepler fixed by an OBS change, Viseron's FFmpeg preset
bug), a bare maintainer guess with no reply (Tichau/FileConverter#558, carykh/jumpcutter#188),
vague fixes ('reinstalled all the drivers': zocker-160/handbrake-nvenc-docker#20), and threads
already held (AlphaAtlas/VapourSynthColab#4, VSGAN-tensorrt-docker#42, colabtools#3187,
jvdillon/netv#42). ai-aimbot/AIMr#8 (OpenCV's DNN warning, closed after a maintainer's 'build
opencv with cuda') was left out: game-cheating software, and the poster never replied.

At first look (the doctor of commit 85a1016) the cause was named in 5 of the 11 broken logs, 4
first; there is no working run in the set. After the changes of the same day, 7 of 11, 6 first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tensorrt-cpp-api-opencv-48-cudev-no-kernel-image-tesla-t4-arch-bin",
        source=_GH + "cyrusbehr/tensorrt-cpp-api/issues/35",
        text=r"""I've been having a very difficult time setting up the proper environment to execute run_inference_benchmark. It seems to have an issue with my OpenCV build.

```
 alice@host:~/tensorrt-cpp-api/build$ ./run_inference_benchmark ../models/yolov8n.onnx 
Searching for engine file with name: yolov8n.engine.TeslaT4.fp16.1.1
Engine found, not regenerating...
terminate called after throwing an instance of 'cv::Exception'
  what():  OpenCV(4.8.0) /home/alice/tensorrt-cpp-api/scripts/opencv_contrib-4.8.0/modules/cudev/include/opencv2/cudev/grid/detail/transform.hpp:264: error: (-217:Gpu API call) no kernel image is available for execution on the device in function 'call'

Aborted (core dumped)
```

Looking up this error seems to indicate a lot of people suggesting the CUDA_ARCH_BIN value for the OpenCV build should be 8.0, or 8.7, or something else. Changing that value doesn't seem to help. Any suggestions?""",
        expected_cause="compute-capability-too-old",
        note="2023. Maintainer cyrusbehr: 'You can't set `CUDA_ARCH_BIN` to some arbitrary value. It needs to be set to the value required for your GPU. Find the compute capability for your specific GPU here'; the poster: 'Also noting I made it work by simplifying removing the argument as it has a built in compatability check.' The OpenCV CUDA build carried kernels for 8.x only; the Tesla T4 is compute capability 7.5, older than anything the build held.",
        platform="linux",
    ),
    CorpusLog(
        name="opencv-412-dnn-not-built-with-cuda-backend-arch-bin-below-53",
        source=_GH + "opencv/opencv/issues/15858",
        text=r"""Hello, got this warning, trying to use cuda to run my model.
##### System information (version)

- OpenCV => 4.1.2 (installed on Nov. 11, 2019 via cmake)
- Operating System / Platform => Windows 64 Bit
- Compiler => Visual Studio 2017
-GPU:Nvidia RTX2060
-CudaToolKit =10.0
-Python =>3.7

1. installed opencv with cuda via cmake
2. run an inference (moblinetv1) using dnn

     cvNet.setPreferableBackend(cv2.dnn.DNN_BACKEND_CUDA)
    cvNet.setPreferableTarget(cv2.dnn.DNN_TARGET_CUDA)
    cvOut = cvNet.forward()

got a warning:

dnn.cpp (1314) cv::dnn::dnn4_v20191024::Net::Impl::setUpNet DNN module was not built with CUDA backend; switching to CPU

Please advise how to build dnn module with CUDA backend.

thank you..""",
        expected_cause=None,
        note="2019. No catalogue ID: the cause was the poster's own OpenCV build configuration. The poster the same day: 'solved! rebuild opencv removed cuda arch bin version  < 5.3' (OpenCV's CUDA DNN backend is switched off at configure time when CUDA_ARCH_BIN lists a compute capability under 5.3), and later: 'cuda will not work if you install your opencv using pip /sudo apt install, use cmake instead.' Issue closed. The network ran on the CPU.",
        platform="windows",
    ),
    CorpusLog(
        name="jrottenberg-ffmpeg-42-nvidia-cannot-load-libcuda-compose-without-gpu",
        source=_GH + "jrottenberg/ffmpeg/issues/233",
        text=r"""Cannot load libcuda.so.1
FROM jrottenberg/ffmpeg:4.2-nvidia

ffmpeg version 4.2.2 Copyright (c) 2000-2019 the FFmpeg developers
  built with gcc 7 (Ubuntu 7.4.0-1ubuntu1~18.04.1)
  configuration: --disable-debug --disable-doc --disable-ffplay --enable-shared --enable-avresample --enable-libopencore-amrnb --enable-libopencore-amrwb --enable-gpl --enable-libass --enable-fontconfig --enable-libfreetype --enable-libvidstab --enable-libmp3lame --enable-libopus --enable-libtheora --enable-libvorbis --enable-libvpx --enable-libwebp --enable-libxcb --enable-libx265 --enable-libxvid --enable-libx264 --enable-nonfree --enable-openssl --enable-libfdk_aac --enable-postproc --enable-small --enable-version3 --enable-libbluray --enable-libzmq --extra-libs=-ldl --prefix=/opt/ffmpeg --enable-libopenjpeg --enable-libkvazaar --enable-libaom --extra-libs=-lpthread --enable-nvenc --enable-cuda --enable-cuvid --enable-libnpp --extra-cflags='-I/opt/ffmpeg/include -I/opt/ffmpeg/include/ffnvcodec -I/usr/local/cuda/include/' --extra-ldflags='-L/opt/ffmpeg/lib -L/usr/local/cuda/lib64 -L/usr/local/cuda/lib32/'

When i try to ffmpeg with -c:v h264_nvenc  i got thie problem. Strange, cause ffmpe built up with nvenc/cude/cuvid support. File exists in /usr/local/cuda-10.2/compat/libcuda.so.1

How to resolve issue?""",
        expected_cause="container-without-gpus",
        note="2020. The first line is the issue's title (the body quotes no error line). The poster the next day: 'Seems to be that problem related to that in composer no gpu was' (the stored copy breaks off there): the docker-compose service had been started without the GPU, so the NVIDIA runtime mounted no driver library; issue closed.",
        platform="linux",
    ),
    CorpusLog(
        name="handbrake-172-nvenc-api-121-found-120-driver-528-gtx-1080-ti",
        source=_GH + "HandBrake/HandBrake/issues/5641",
        text=r"""### Problem Description

Nvenc error:
```
[h264_nvenc @ 000001aedcf7e740] Driver does not support the required nvenc API version. Required: 12.1 Found: 12.0
[h264_nvenc @ 000001aedcf7e740] The minimum required Nvidia driver for nvenc is (unknown) or newer
[13:17:25] encavcodecInit: avcodec_open failed
Failure to initialise thread 'FFMPEG encoder (libavcodec)'
```
Same problem using ffmpeg command line version 6.1.1-full_build-www.gyan.dev with option ``-c:v h264_nvenc``.

Updating Nvidia driver to latest version 528.02 did not help.

Vidcoder 8.26, which is based on Handbrake 1.6.1 works OK.

The issue likely appeared after updating Handbrake and ffmpeg.

### Activity Log, Crash Log or any other details

```text
HandBrake 1.7.2 (2023122400)
OS: Microsoft Windows NT 10.0.19045.0
CPU: Intel(R) Core(TM) i7-7700K CPU @ 4.20GHz
Ram: 16257 MB, 
GPU Information:
  Intel(R) HD Graphics 630 - 26.20.100.7528 - (Unsupported Driver Detected)
  NVIDIA GeForce GTX 1080 Ti - 31.0.15.2802
Screen: 2560x1440
Temp Dir: C:\Users\alice\AppData\Local\Temp\
Install Dir: C:\Program Files\Handbrake\
Data Dir: C:\Users\alice\AppData\Roaming\HandBrake

-------------------------------------------

 # Starting Encode ...

[13:17:24] base preset: H.264 NVENC (Modified)
[13:17:24] hb_init: starting libhb thread""",
        expected_cause="driver-too-old",
        note="2024. HandBrake maintainer galad87: 'On NVIDIA website the latest listed for the 1080 Ti is 546.33.' (the poster's 528.02, driver 31.0.15.2802, was not the latest and only speaks NVENC API 12.0; HandBrake 1.7 and FFmpeg 6.1 need API 12.1); issue closed. The stored copy of the activity log stops after its first lines.",
        platform="windows",
    ),
    CorpusLog(
        name="ffmpeg-cpp-demo-h264-nvenc-cannot-load-nvcuda-dll-no-nvidia-gpu",
        source=_GH + "Raveler/ffmpeg-cpp/issues/5",
        text=r"""The build was successful, but when I've tried to run the demo.cpp it crashed.
in the demo.exe i've got following feedback:
`Encoding video as H264 on Nvidia GPU...
Applying filter transpose=cclock[middle];[middle]vignette to video...
Pulling video from samples/carphone.h264...
[h264_nvenc @ 000001f8d00602c0] Cannot load nvcuda.dll
Could not open codecContext for codec: Operation not permitted`
when going back to VS I see that the error got catched by the FFmpegException and output is the following:

```
'demo.exe' (Win32): Loaded 'C:\Windows\System32\cryptbase.dll'. Cannot find or open the PDB file.
The thread 0x1960 has exited with code 0 (0x0).
Exception thrown at 0x00007FFEB1B0A388 in demo.exe: Microsoft C++ exception: ffmpegcpp::FFmpegException at memory location 0x0000005F2E0FC420.
Exception thrown at 0x00007FFEB1B0A388 in demo.exe: Microsoft C++ exception: ffmpegcpp::FFmpegException at memory location 0x0000005F2E0FF750.
Unhandled exception at 0x00007FFEB1B0A388 in demo.exe: Microsoft C++ exception: ffmpegcpp::FFmpegException at memory location 0x0000005F2E0FF750.

The program '[15140] demo.exe' has exited with code 0 (0x0).
```""",
        expected_cause="no-nvidia-driver",
        note="2019. The poster the same day: 'This is because I had outputVideoCodec set as \"H264\", which only works with Nvidia hardware. changing to VP9 or NONE made it work.'; the author Raveler: 'Right, thanks! This is because the H264 encoder' uses NVENC. The machine had no NVIDIA GPU, so no nvcuda.dll (the driver's CUDA library) existed. Issue closed.",
        platform="windows",
    ),
    CorpusLog(
        name="nixpkgs-ffmpeg-h264-nvenc-cannot-load-libcuda-host-driver-not-on-path",
        source=_GH + "NixOS/nixpkgs/issues/77834",
        text=r"""**Describe the bug**
When trying to encode with `ffmpeg -i my_vid.mp4 -c:v h264_nvenc nvenc_test.mp4`, I get the following error:
```
[h264_nvenc @ 0x5e28c0] Cannot load libcuda.so.1
Error initializing output stream 0:0 -- Error while opening encoder for output stream #0:0 - maybe incorrect parameters such as bit_rate, rate, width or height
```

I believe this is a continuation of https://github.com/NixOS/nixpkgs/issues/67780 & https://github.com/NixOS/nixpkgs/pull/67790

cc @alice""",
        expected_cause="no-nvidia-driver",
        note="2020. The poster found the cause with strace: Nix's FFmpeg looked for libcuda.so.1 only under /nix/store paths (openat ... ENOENT), so on Ubuntu the host driver's libcuda.so.1 was never reached; an earlier run had worked only because 'it was run in an impure nix-shell and it found libcuda from `~/.conda`'. Issue closed. The driver was installed but not reachable from this FFmpeg.",
        platform="linux",
    ),
    CorpusLog(
        name="nunif-iw3-pyav-nvenc-sdk-13-minimum-driver-unknown-drivers-551-561",
        source=_GH + "nagadomi/nunif/issues/351",
        text=r"""The minimum required Nvidia driver for nvenc is (unknown) or newer
![Image](https://github.com/user-attachments/assets/bcef5177-db5f-44bf-8f57-86de0d725ecb)

I use all those driver and cuda files, will have the issue. 
I try on Nvidia RTX 2080Ti, RTX3090, L4.
OS: WIndows 10.

cuda_12.6.0_560.76_windows.exe
cuda_12.6.3_561.17_windows.exe
cuda_12.4.0_551.61_windows.exe

But on Laptop 3060M not this issue.
Driver: 572.16,
CUDA: 12.6.
OS: WIndows 10.

How can i fix it?""",
        expected_cause="driver-too-old",
        note="2025. The first line is the issue's title (the error itself is in a screenshot). Maintainer nagadomi: 'Install NVIDIA Driver 570 or newer.' and 'This is due to pyav is built with Video Codec SDK 13. Most ffmpeg binaries are built with the old SDK, so they work with the old drivers'; the poster's own laptop on driver 572.16 had no issue. Issue closed.",
        platform="windows",
    ),
    CorpusLog(
        name="wolf-gstreamer-nvcodec-system-driver-mismatch-after-host-driver-595",
        source=_GH + "games-on-whales/wolf/issues/410",
        text=r"""Hi all. I was having a problem with Nvidia driver versions which I seem to have fixed. I'm not sure if it's just because of something I did wrong, so I'm putting the problem and my workaround here in case it's of use to anybody.

Problem:
Couldn't start Wolf after updating my host PC's Nvidia drivers. Error:

> 208 0x55806b535f20 ERROR                nvcodec plugin.c:171:plugin_init: Failed to init cuda, cuInit ret: 0x323: CUDA_ERROR_SYSTEM_DRIVER_MISMATCH: system has unsupported display driver / cuda driver combination

### Details

Debian 13 PC, Nvidia 3080Ti
Original driver: 550.163.01 (most recent available from Debian repo)
Updated driver: 595.71.05/CUDA Version: 13.2) (most recent available from Nvidia repo)

I had this working pre-upgrade. Steam was fine, but the UI for both Heroic and Lutris were hugely laggy (but the were fine once a game was started). I've opened another issue for that here:
https://github.com/games-on-whales/wolf/issues/409

So, I thought upgrading my Nvidia driver might help. All went fine, but after starting Wolf I got that error:
208 0x55806b535f20 ERROR                nvcodec plugin.c:171:plugin_init: Failed to init cuda, cuInit ret: 0x323: CUDA_ERROR_SYSTEM_DRIVER_MISMATCH: system has unsupported display driver / cuda driver combination""",
        expected_cause="driver-library-mismatch",
        note="2026. The poster states the cause in the same post: the error came with the host driver upgrade from 550.163.01 to 595.71.05, and the driver-version problem was fixed by their own workaround (its description, left out, lies past the stored opening; issue left open as a question). Wolf's quick-start says the NVIDIA driver volume must be re-created after every host driver update (quoted in games-on-whales/wolf#503): the container's driver libraries were still 550 while the kernel module was 595.",
        platform="linux",
    ),
    CorpusLog(
        name="handbrake-122-p106-100-mining-card-no-nvenc-capable-devices",
        source=_GH + "HandBrake/HandBrake/issues/1998",
        text=r"""### Description of the problem

I cant use the encoder H.264 NVENC  Codec
I have a NVidia P106-100 and use  the pcie lane for the monitor output

### HandBrake version (e.g., 1.0.0)

HandBrake 1.2.2 (2019022300)

### Operating system and version (e.g., Ubuntu 18.04 LTS, macOS 10.14 Mojave, Windows 10 1809)

OS: Microsoft Windows NT 10.0.17763.0

### Error message text or screenshot

[h264_nvenc @ 00000198ad95a9c0] OpenEncodeSessionEx failed: unsupported device (2)
[h264_nvenc @ 00000198ad95a9c0] No NVENC capable devices found
[22:55:32] encavcodecInit: avcodec_open failed

### HandBrake Activity Log (see https://handbrake.fr/docs/en/latest/help/activity-log.html)

~~~
[activity_log5788.txt](https://github.com/HandBrake/HandBrake/files/2975770/activity_log5788.txt)
~~~""",
        expected_cause=None,
        note="2019. No catalogue ID: the GPU itself has no usable video encoder. HandBrake maintainer sr55: 'This card doesn't have NVENC enabled so I'm afraid you won't be able to use it.'; closed as 'Invalid or Not Supported'. The P106-100 is a mining card whose NVENC is disabled.",
        platform="windows",
    ),
    CorpusLog(
        name="automatic-ripping-machine-handbrakecli-libnvidia-encode-missing-in-container",
        source=_GH + "automatic-ripping-machine/automatic-ripping-machine/issues/1092",
        text=r"""### Is there an existing issue for this?

- [X] I have searched the existing issues

### Does this issue exist in the latest version?

- [X] I'm using the latest release

### Describe the bug?

When I stared the arm container with the proper Nvidia venc flags, it was still not listed as available, and transcodes failed.  I was able to exec into the container and run HandbrakeCLI to see it complain of not being able to find libnvidia-encode.so.1

### To Reproduce

1. pull the latest arm image on a machine with an nvidia card running the correct drivers
2. add --gpus all and -e NVIDIA_DRIVER_CAPABILITIES=all to your docker startup command
3. Start arm container
4. Note that Nvenc still has a red X

### Built from source files ?

- [ ] I Built the image from source

### What architecture are you seeing the problem on?

amd64

### Code of Conduct

- [X] I agree to follow this project's Code of Conduct""",
        expected_cause=None,
        note="2024. No catalogue ID: the cause was NVENC's driver library (libnvidia-encode.so.1) missing inside the container although it had the GPU and NVIDIA_DRIVER_CAPABILITIES=all. The poster, in the same post (left out: the end of 'Describe the bug?', and the 'Expected behavior?' and 'Anything else?' fields): 'I was able to resolve the issue personally by running apt install libnivida-encode-<my-nvidia-driver-version>' and 'running apt install libnvidia-encode-470 (my driver version) solved this issue.' Issue closed with a documentation label.",
        platform="linux",
    ),
    CorpusLog(
        name="videolingo-docker-on-wsl2-ffmpeg-cannot-load-libnvidia-encode",
        source=_GH + "Huanshere/VideoLingo/issues/327",
        text=r"""使用dockerfile自己打包镜像后，容器缺少libnvidia-encode.so.1
本地直接运行是可以的，放到docker容器里， ffmpeg报错Cannot load libnvidia-encode.so.1""",
        expected_cause=None,
        note="2024. In Chinese. The first line is the title ('After building the image myself with the Dockerfile, the container lacks libnvidia-encode.so.1'); the body: 'Running directly on the machine works; inside the docker container ffmpeg reports Cannot load libnvidia-encode.so.1'. No catalogue ID: under Docker on WSL2 the container was not given NVENC's libnvidia-encode.so.1. The maintainer asked whether it was a WSL problem; the poster (quoted in the maintainer's reply): 'It should be a WSL problem: I put the packaged image on runpod and it runs normally.' Issue closed.",
        platform="wsl2",
    ),
)
