# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-fourth set of real threads: FFmpeg NVENC/NVDEC and CUDA in media servers and video tools (2019-2026), from GitHub issues on HandBrake/HandBrake, obsproject/obs-studio, googlecolab/colabtools, GyanD/codexffmpeg, BtbN/FFmpeg-Builds, AlphaAtlas/VapourSynthColab, jvdillon/netv, pdulvp/jellyfin-qnap, jellyfin/jellyfin, community-scripts/ProxmoxVE (a Jellyfin LXC), styler00dollar/VSGAN-tensorrt-docker and lisamelton/video_transcoding.

Broken kinds held: an NVIDIA driver older than the NVENC API that the FFmpeg build (HandBrake,
OBS, Jellyfin's FFmpeg, Gyan's and BtbN's builds, Colab's FFmpeg, a Docker image) was compiled
against, on Windows, on Linux, in a Flatpak on a Kepler GPU that cannot get a newer driver, on a
QNAP NAS and on Colab's fixed driver; cuInit's unknown error inside a Proxmox LXC until the host
had created its NVIDIA device files; a Docker container given no video driver capability (no
catalogue cause); and the container toolkit's ldconfig setting on Debian that left the driver
libraries out of the container's linker cache (no catalogue cause). Working runs: 1 (HandBrakeCLI
on Windows printing "Cannot load nvEncodeAPI64.dll" while encoding in software).

The workloads are FFmpeg's NVENC/NVDEC and CUDA hardware contexts rather than TensorFlow; the
causes sit in the stack under them (driver version, device files, container toolkit). Most of the
media-server threads on missing libnvcuvid.so.1 / libnvidia-encode.so.1 / libcuda.so.1 in Docker
(jellyfin/jellyfin, HaveAGitGat/Tdarr, imagegenius/docker-immich, linuxserver images) had no
confirmation in the stored text (the resolution, if any, lies past the stored opening) and were
left out, as were threads whose answer was only a suggestion (HandBrake#5951, Tichau/FileConverter
#558), a GPU without NVENC at all (HandBrake#2204), and MythTV/mythtv#1039 (driver 535 against
ffnvcodec 12.2, fixed by MythTV/mythtv#1040) whose error lines are not in the stored copy.

At first look (the doctor of commit 9315641) the cause was named in 1 of the 14 broken logs (the
LXC's cuInit unknown error), first; none of the eleven NVENC API / driver-version logs was read as
a driver too old (FFmpeg's "Driver does not support the required nvenc API version" and "The
minimum required Nvidia driver for nvenc is ..." are not known to it); three logs got other
findings instead (Windows without GPU support and missing CUDA libraries for HandBrake 1.2.0 on
Windows; a CPU-only build and a container without GPUs for two Docker posts); the working run was
not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="handbrake-win-gtx1070-nvenc-preset-invalid-version-old-driver",
        source=_GH + "HandBrake/HandBrake/issues/1827",
        text=r"""NVEnc doesn't work with my GTX1070. Using default settings (Slow/Auto/Auto)

HandBrake 1.2.0
Windows 10 1803

```
[h264_nvenc @ 000001e8482050c0] Cannot get the preset configuration: invalid version (15)
[21:40:25] encavcodecInit: avcodec_open failed
Failure to initialise thread 'FFMPEG encoder (libavcodec)'
```

Log:
https://pastebin.com/nuhpkCne""",
        expected_cause="driver-too-old",
        note="2019. Maintainer sr55: 'Graphics driver issue.  Use 399 or newer.'; the poster, RandomEngy: 'Thanks! Works now.' FFmpeg's NVENC API version in HandBrake 1.2.0 is newer than the installed Windows driver supports; 'invalid version (15)' is the NVENC error for it.",
        platform="windows",
    ),
    CorpusLog(
        name="handbrake-win-hevc-nvenc-api-12-2-found-12-1-driver-too-old",
        source=_GH + "HandBrake/HandBrake/issues/6506",
        text=r"""Request you add backward compatability for nvenc 12.1 for nvidia users who don't want to deal with the nvidia app bloatware as required as of >551.61

windows 10 64-bit

```text
[hevc_nvenc @ 000001f2768adcc0] Driver does not support the required nvenc API version. Required: 12.2 Found: 12.1
[hevc_nvenc @ 000001f2768adcc0] The minimum required Nvidia driver for nvenc is 551.76 or newer
```""",
        expected_cause="driver-too-old",
        note="2024. Maintainer sr55: 'As the SDK moves forward, so do the requirements. This is not something within our control so I'm afraid you must use newer drivers.'; hnsteyding showed how to install the newer driver without the NVIDIA app. Closed as not supported; the poster did not dispute the cause.",
        platform="windows",
    ),
    CorpusLog(
        name="handbrake-ubuntu-nvenc-not-offered-driver-535-needs-546",
        source=_GH + "HandBrake/HandBrake/issues/5725",
        text=r"""https://handbrake.fr/docs/en/latest/technical/video-nvenc.html states only Nvidia driver 546.33 and later is supported but the latest Nvidia driver on Ubuntu/Linux is only 535.x.  I tried v1.7.2 on Ubuntu and nvencode is not available (in the UI settings).

Ubuntu 22.04

1.7.2""",
        expected_cause="driver-too-old",
        note="2024. Prose only. Maintainer sr55: 'You'll need to wait for newer drivers to become available I'm afraid. We have no control over what drivers are available on other platforms. As we move the SDK and libavcodec forward as new versions become available, the requirements tend to go up.' HandBrake 1.7's NVENC SDK needs a newer driver than the 535 branch the poster had.",
        platform="linux",
    ),
    CorpusLog(
        name="colab-ffmpeg-hevc-nvenc-api-11-1-found-11-0-driver-460",
        source=_GH + "googlecolab/colabtools/issues/3187",
        text=r"""Nvenc encoder in FFMPEG is not supported anymore by Colab!
It worked just fine 3 days ago, but now it throws this error whenever I try any FFMPEG version newer than `3.4.1.1` (Default):

```
 [hevc_nvenc @ 0x55defbb87c00] Using device cuda0 (type cuda) with hevc_nvenc encoder.
 [hevc_nvenc @ 0x55defbb87c00] Loaded Nvenc version 11.0
 [hevc_nvenc @ 0x55defbb87c00] Driver does not support the required nvenc API version. Required: 11.1 Found: 11.0
 [hevc_nvenc @ 0x55defbb87c00] The minimum required Nvidia driver for nvenc is 470.57.02 or newer
 [hevc_nvenc @ 0x55defbb87c00] Nvenc unloaded
```

I tried updating the NVIDIA driver, but it's stucked at `460.32.03`

Please consider updating the drivers..""",
        expected_cause="driver-too-old",
        note="2022. Colab staff reproduced it (mco-gh: 'I was able to reproduce this') and craigcitro: 'It looks like we need an NVidia driver update on our side; we're working on it'. Colab's fixed driver 460.32.03 was older than the NVENC API of newer FFmpeg builds.",
        platform="linux",
    ),
    CorpusLog(
        name="gyan-ffmpeg-711-nvenc-api-13-found-12-2-driver-566",
        source=_GH + "GyanD/codexffmpeg/issues/181",
        text=r"""FFmpeg 7.1.1 release supports NVENCAPI 12.2 and older, but NVENCAPI 13.0 was used for the build. As a result, NVENC does not work on the 566.36 driver and FFmpeg displays the following error:
```
Driver does not support the required nvenc API version. Required: 13.0 Found: 12.2
The minimum required Nvidia driver for nvenc is (unknown) or newer
```
I consider this a problem because using NVENCAPI 13.0 does nothing for the FFmpeg 7.1.1 release, but also limits its use.""",
        expected_cause="driver-too-old",
        note="2025. The builds' maintainer GyanD: 'For NVENCAPI 13.0, driver ver 570.0 will work. Else you can switch to 7.1 or any git build before Feb 2025.' The poster (GTX 950, driver 566.36) kept the older driver and looked for other builds; the cause was not disputed.",
        platform="windows",
    ),
    CorpusLog(
        name="vapoursynth-colab-hevc-nvenc-api-9-1-found-9-0-after-ffmpeg-update",
        source=_GH + "AlphaAtlas/VapourSynthColab/issues/4",
        text=r"""[hevc_nvenc @ 0x560aa0890480] Driver does not support the required nvenc API version. Required: 9.1 Found: 9.0
[hevc_nvenc @ 0x560aa0890480] The minimum required Nvidia driver for nvenc is 435.21 or newer
Error initializing output stream 0:0 -- Error while opening encoder for output stream #0:0 - maybe incorrect parameters such as bit_rate, rate, width or height

CHECK GPU OUTUT:
Tesla P100-PCIE-16GB
The Tesla T4 and P100 are fast and support hardware encoding. The K80 and P4 are slower.
Sometimes resetting the instance in the 'runtime' tab will give you a different GPU.""",
        expected_cause="driver-too-old",
        note="2020. The poster, gokaybiz: 'Just doesn't update ffmpeg, it will be ok.'; sapph1re pinned the previous Ubuntu FFmpeg (ffmpeg=7:3.4.6-0ubuntu0.18.04.1): 'It solved the issue for now.' Colab's driver, which users cannot change, was older than the NVENC API of the updated FFmpeg package.",
        platform="linux",
    ),
    CorpusLog(
        name="netv-synology-docker-nvenc-api-13-found-12-2-driver-550",
        source=_GH + "jvdillon/netv/issues/42",
        text=r"""**Description**

Recent neTV images appear to ship FFmpeg builds compiled against NVENC API 13, which requires NVIDIA driver ≥ 570. On systems with driver 550 (CUDA 12.4), NVENC is no longer detected even though the GPU and driver are otherwise functional.

**Environment**

GPU: NVIDIA GTX 1060 (Pascal)

NVIDIA driver: 550.163.01

CUDA: 12.4

OS: Synology DSM (Docker via Portainer)

Image: ghcr.io/jvdillon/netv:latest

nvidia-smi confirms driver 550 / CUDA 12.4.

Logs
```NVENC (h264_nvenc): unavailable
Required: NVENC API 13.0
Found: 12.2
Minimum required Nvidia driver is 570.0 or newer
```
Expected behaviour

NVENC should work on driver 550.x (NVENC API 12.x), as it does with older neTV images.""",
        expected_cause="driver-too-old",
        note="2026. The maintainer, jvdillon, accepted the cause and gave a build for the older driver: 'Short-term fix: docker build --build-arg CUDA_VERSION=12-4 -f Dockerfile.ffmpeg -t netv-ffmpeg:cuda12.4 .' ('Longer-term fix would be legacy nvenc'). The NAS's driver 550 cannot be upgraded to 570.",
        platform="linux",
    ),
    CorpusLog(
        name="obs-flatpak-kepler-gtx660-nvenc-api-12-found-11-1",
        source=_GH + "obsproject/obs-studio/issues/9847",
        text=r"""### Operating System Info

Other

### Other OS

Arch Linux

### OBS Studio Version

30.0.0

### Current Behavior

NVENC H264 only fails here because OBS ships version 12.x of [ffmpeg's NVIDIA codec headers](https://github.com/FFmpeg/nv-codec-headers).

Here's what I get in the terminal output after I try to record locally:

```
[h264_nvenc @ 0x559c0662ffc0] Driver does not support the required nvenc API version. Required: 12.0 Found: 11.1
[h264_nvenc @ 0x559c0662ffc0] The minimum required Nvidia driver for nvenc is 520.56.06 or newer
```

### Steps to Reproduce

Make sure that you have an old NVIDIA GPU (e.g. Kepler) *and* that you're using the Flatpak package.

1. Enable NVENC encoding
2. Try to start recording""",
        expected_cause="driver-too-old",
        note="2023. The poster, guihkx, in the same opening post (left out here): 'I made a local Flatpak build of OBS with nv-codec-headers downgraded to version 11.x, and now recording obviously works'. A GTX 660 (Kepler) stays on the 470 driver branch (NVENC API 11.1), older than the 520 driver the Flatpak's FFmpeg needs.",
        platform="linux",
    ),
    CorpusLog(
        name="obs-win-nvenc-unavailable-minimum-driver-471-41",
        source=_GH + "obsproject/obs-studio/issues/8723",
        text=r"""### Operating System Info

Windows 10

### OBS Studio Version

29.0.2

### Expected Behavior

NVENC Working

### Current Behavior

Since upgraded from OBS 27.x to 29.x NVENC not available.

22:45:40.550: error:   The minimum required Nvidia driver for nvenc is 471.41 or newer

### Anything else we should know?

Why ???
Please add a compatibility option for old graphics !
It worked a charm before with multiples overlays.""",
        expected_cause="driver-too-old",
        note="2023. OBS collaborator Mister36MN: 'The minimum required nvidia driver message is self-explanatory. It will not be changed as dependencies and software are updated.' Closed; the installed driver was older than OBS 29's NVENC needs.",
        platform="windows",
    ),
    CorpusLog(
        name="jellyfin-qnap-hevc-nvenc-api-12-found-11-1-driver-515",
        source=_GH + "pdulvp/jellyfin-qnap/issues/84",
        text=r"""Transcoding seems to not be working anymore. Most likely an issue with qnap gpu driver? same with vaapi 

515.48.07    Driver Version: 515.48.07    CUDA Version: 11.7
[hevc_nvenc @ 0x555556525380] Driver does not support the required nvenc API version. Required: 12.0 Found: 11.1
[hevc_nvenc @ 0x555556525380] The minimum required Nvidia driver for nvenc is 520.56.06 or newer""",
        expected_cause="driver-too-old",
        note="2024. The package's maintainer, pdulvp: 'Indeed, the last jellyfin ffmpeg requires Nvidia drivers being at least \"520\"... From what I seen here, the last version for QNAP is 515. I guess you shall stick with the jellyfin 10.8.x releases until your driver being released.' Later builds embedding FFmpeg 5 were offered; the cause was not disputed.",
        platform="linux",
    ),
    CorpusLog(
        name="btbn-ffmpeg7-nvenc-api-12-2-found-12-1-debian12-driver-535",
        source=_GH + "BtbN/FFmpeg-Builds/issues/382",
        text=r"""Hello, 

Thanks for giving us this wonderful build of ffmpeg binaries without us having to do everything from scratch. 

I used to use your linux amd64 gpl shared build 6.x daily for shotcut. However I have trouble switching to the 7.x branch. I got the error as noted in the issue title

```
"driver does not support required nvenc api. required 12.2 found 12.1" 
```

I found that you actually have two different nvenc sdk flavors for ffmpeg <= 6.1 and >= 7.0 as in

https://github.com/BtbN/FFmpeg-Builds/blob/master/scripts.d/50-ffnvcodec.sh

Could you kindly consider relegating the 7.0 branch to nvenc sdk 12.1? Sdk 12.2 requires nvidia driver 550+ but I am on debian 12 stable and the latest nvidia driver I can have on debian stable is 535. """,
        expected_cause="driver-too-old",
        note="2024. The poster quotes the maintainer BtbN's answer: 'The 7.0 branch does not have any of the 12.2 specific features, so that should be safe to do. I'd still strongly suggest to update your drivers'. Debian 12's driver 535 is older than the NVENC SDK 12.2 of the FFmpeg 7.0 builds.",
        platform="linux",
    ),
    CorpusLog(
        name="jellyfin-proxmox-lxc-cuinit-unknown-until-host-nvidia-smi",
        source=_GH + "community-scripts/ProxmoxVE/issues/8605",
        text=r"""### 🖥️ Which Linux distribution are you using?

Debian 12

### 📈 Which Proxmox version are you on?

9

### 📝 Provide a clear and concise description of the issue.

I am using Jellyfin as LXC container thanks to the script. Installed it, configured it and used for a lot of weeks already. However, since today I am not able to transcode videos using an NVIDIA GPU. Nothing was touched or changed. The .conf of the LXC container is as follows:

`arch: amd64
cores: 2
features: nesting=1,fuse=1
hostname: host
memory: 2048
...
ostype: ubuntu
rootfs: local-lvm:vm-103-disk-0,size=16G
swap: 512
...
lxc.cgroup2.devices.allow: a
lxc.cap.drop:
lxc.cgroup2.devices.allow: c 188:* rwm
lxc.cgroup2.devices.allow: c 189:* rwm
...

and the specific playback log shows:
`[AVHWDeviceContext @ 0x5b728ecb6040] cu->cuInit(0) failed -> CUDA_ERROR_UNKNOWN: unknown error
Device creation failed: -542398533.
Failed to set value 'cuda=cu:0' for option 'init_hw_device': Generic error in an external library
Error parsing global options: Generic error in an external library`

and the video playback ends up with the following error:

Playback Error
Playback failed due to a fatal player error.""",
        expected_cause="cuinit-unknown-error",
        note="2025. The poster, devdecrux: 'I can confirm this is not a problem with the script, but with loading NVIDIA GPU after restarting proxmox host. After executing nvidia-smi on proxmox host, everything is alright.' and later 'the only solution at the moment after restart is to execute nvidia-smi and then start the jellyfin'. After a host reboot the NVIDIA device files (nvidia-uvm among them) were not created until something on the host used the driver, so CUDA inside the LXC failed with the unknown error.",
        platform="linux",
    ),
    CorpusLog(
        name="jellyfin-docker-debian-nvenc-fails-after-driver-update-ldconfig",
        source=_GH + "jellyfin/jellyfin/issues/2722",
        text=r"""Not sure if Jellyfin container problem:

After updating host and nvidia driver, transcoding fail cause container cant access GPU

**System (please complete the following information):**
 - OS: Linux
 - Virtualization: Proxmox / Docker
 - Clients: all
 - Browser: all
 - Jellyfin Version: all
 - Playback: all

**To Reproduce**
1. update debian from 9 to 10 including nvidia drivers
2. try to transcode a file

**Expected behavior**
Container have correct access to GPU and file get transcoded

**Additional context**
After update i had to enter "ldconfig" inside jellyfin container in order to get "nvidia-smi" to return driver status correctly and get the transcode working

May be related to this: 
https://github.com/NVIDIA/nvidia-docker/issues/854

On the docker side this works:
`docker run --runtime=nvidia --rm nvidia/cuda:10.0-base bash -c "ldconfig; nvidia-smi"`
but this dont:
`docker run --runtime=nvidia --rm nvidia/cuda:10.0-base`""",
        expected_cause=None,
        note="2020. Prose only. The poster, antipiot, the next day: 'Update: this fix indeed worked:-) So removing the @ in \"@/sbin/ldconfig\" in the file /etc/nvidia-container-runtime/config.toml works.' On Debian the container toolkit's ldconfig setting left the injected driver libraries out of the container's linker cache: no catalogue cause.",
        platform="linux",
    ),
    CorpusLog(
        name="vsgan-docker-hevc-nvenc-libnvidia-encode-without-video-capability",
        source=_GH + "styler00dollar/VSGAN-tensorrt-docker/issues/42",
        text=r"""Attempting to use a custom ffmpeg command to render using hevc_nvenc caused the following error:

`
[hevc_nvenc @ 0x55ca461fa380] Cannot load libnvidia-encode.so.1  
[hevc_nvenc @ 0x55ca461fa380] The minimum required Nvidia driver for nvenc is (unknown) or newer    `""",
        expected_cause=None,
        note="2023. The poster, darkcristle, in the same post (left out here): setting NVIDIA_DRIVER_CAPABILITIES=all 'seems to have worked'; the maintainer styler00dollar reproduced it ('I had this variable in one docker step prior, but not in the final step') and set it in the Dockerfile: 'Fixed.' Without the video capability the NVIDIA runtime does not mount libnvidia-encode.so.1 into the container: no catalogue cause.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="video-transcoding-win-handbrakecli-cannot-load-nvencodeapi64-harmless",
        source=_GH + "lisamelton/video_transcoding/issues/286",
        text=r"""It's been quite a while since I'd updated my video-transcoding gem or any of the tools it was using. I did a big run through today and see this pop up at the beginning of my logs:

Cannot load nvEncodeAPI64.dll
Cannot load nvEncodeAPI64.dll
Cannot load nvEncodeAPI64.dll

I'm in a Windows environment.

I'm not using hardware encoding, but I take it this relates to that? Anything to be concerned over? """,
        harmless=True,
        note="2019. The transcodes ran (software encoding, as intended). The tool's author, donmelton: 'That's a known bug with HandBrake and `HandBrakeCLI`. And, supposedly, you can just ignore it. Although I would agree it's tremendously annoying. BTW, a similar problem also happens on some Linux environments.' HandBrakeCLI probes for NVENC at start and prints this where no NVIDIA encoder library is present.",
        platform="windows",
    ),
)
