# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-thirtyfifth set of real threads: GPU monitoring tools that showed no GPU or failed on NVML (2018-2023), from GitHub issues on Syllo/nvtop, NixOS/nixpkgs (its nvtop package), netdata/netdata, mindprince/nvidia_gpu_prometheus_exporter, pokerfaceSad/GPUMounter, tensorpack/tensorpack (its GPU utilization tracker) and iot-salzburg/gpu-jupyter.

Broken kinds held: NVML's driver/library version mismatch (7: Ubuntu's nvtop package pulling in
or removing NVIDIA driver packages on a host and inside a CUDA container, a purge-and-reinstall on
Linux Mint, nixpkgs' nvtop hard-wired to the newest driver's NVML under the legacy 390 driver,
tensorpack's NVML tracker, a Jupyter image whose NVIDIA user-space libraries were newer than the
host's 510 module), a Kubernetes GPU worker run under Docker's default runc runtime, a Prometheus
exporter pod whose Docker daemon.json was wrong, and two with no catalogue ID (nvtop built inside
nix-shell, whose glibc has no ld.so.cache, so libnvidia-ml.so.1 was never found; netdata's Alpine
image, where the injected glibc nvidia-smi cannot run). Working runs: nvtop showing N/A
utilization, or no processes, on old GeForce cards whose NVML support is partial.
All broken: 11; working runs: 2.

Left out: threads whose resolution lies past the stored opening or never came (gpustat#90, #134,
#35, #139, #147; nvidia_gpu_exporter#110, #64, #105; netdata#15600, #17504; netdata-glibc#3, #4;
nvtop#225, #150, #291 on Jetson and NixOS; dcgm-exporter#59, #125, #234, #484 on GKE and Orin;
nvitop#41), maintainer diagnoses nobody confirmed (gpustat#110 DriverNotLoaded,
nvidia_gpu_exporter#146 hand-mounted NVML symlink chain, gpu-monitoring-tools#2), bugs in the tools
themselves (nvitop#139 segfault on a lost GPU, ngputop#16 loading the unversioned library name,
rtop#14), and threads whose text was only a screenshot (nvtop#161, #149). Many NVML-mismatch
threads outside the monitoring trackers (shine-cluster#30, madgraph4gpu#996, machine-shop#70) are
already held.

At first look (the doctor of commit 9d0e627) the cause was named in 6 of the 11 broken logs,
each first; neither working run was flagged. The Prometheus exporter's pod was labelled
container-runtime-not-configured when scored and container-without-gpus after (see its note);
under the new label the same doctor names it, not first, which is not counted as the first look.
After the changes of the same day, 8 of 11, 7 first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="nvtop-ubuntu-apt-package-breaks-nvidia-smi-nvml-mismatch",
        source=_GH + "Syllo/nvtop/issues/125",
        text=r"""I installed per instructions;
apt install nvtop

tried to run:
```
~$ nvtop
Impossible to initialize nvidia nvml : Driver/library version mismatch
```
now drivers are broken:
```
nvidia-smi
Failed to initialize NVML: Driver/library version mismatch
```

How do I fix this????""",
        expected_cause="driver-library-mismatch",
        note="2021. Maintainer Syllo: 'If you are using Ubuntu, it is likely that another version of the driver got installed at the same time due to a dependency that only exists there. ... The easiest way to fix that is reboot your computer to load the right driver again. The complex way is to use modprobe to unload the current driver and load the new one.' Another user with the same problem: 'I solved with a hammer approach by uninstalling previous nvidia drivers sudo apt purge \"nvidia*\" and then selecting the desidered driver'. Closed.",
        platform="linux",
    ),
    CorpusLog(
        name="nvtop-linux-mint-gtx-1650-nvml-mismatch-reinstall-driver",
        source=_GH + "Syllo/nvtop/issues/95",
        text=r"""Impossible to initialize nvidia nvml : Driver/library version mismatch
Whenever I install nvtop on my Linux Mint installation I get this error. It does not matter whether I install it via apt, apt-get, the software manager, or by cloning and building. In all cases attempting to run it causes this. I am using the latest proprietary Nvidia driver and a GTX 1650. How do I fix this? Thank you in advance.""",
        expected_cause="driver-library-mismatch",
        note="2021. The issue title (first line) and body. The poster the next day: 'I solved the issue by deleting all Nvidia packages from my computer and installing the latest driver again. I do not know why it didn't work in the first place, but I fixed it nonetheless.' (the installed NVIDIA user-space libraries did not match the loaded kernel module). Closed.",
        platform="linux",
    ),
    CorpusLog(
        name="nvtop-ubuntu-21-package-downgrades-470-driver-nvml-mismatch",
        source=_GH + "Syllo/nvtop/issues/118",
        text=r"""Impossible to initialize nvidia nvml : Driver/library version mismatch
`$sudo apt install nvtop`
uninstalls a bunch of packages from nvidia 470 proprietary drivers in ubuntu 21 and then complains when I try to run it""",
        expected_cause="driver-library-mismatch",
        note="2021. The issue title (first line) and body. Maintainer Syllo: 'I do not maintain the package on Ubuntu and it has been broken for some time now. It is somehow pinned to the driver used while generating the nvtop package, that is why it downgrades your driver. See #51' (the package swapped the driver's user-space libraries under the running 470 kernel module). Closed.",
        platform="linux",
    ),
    CorpusLog(
        name="nvtop-apt-install-inside-cuda-container-breaks-nvidia-smi",
        source=_GH + "Syllo/nvtop/issues/199",
        text=r"""docker image is nvidia offical image "nvidia/cuda 11.6.2-base-ubuntu20.04" ,you can repeat this bug easily 

use apt-get to install
`apt-get install nvtop`

then successfully installed.
 but next， nvidia-smi said
`Failed to initialize NVML: Driver/library version mismatch`""",
        expected_cause="driver-library-mismatch",
        note="2023. The poster, in the rest of the first post: 'next,use apt-get autoremove nvtop to uninstall, nvidia-smi was available again'; another user: 'Have the same issue. uninstalling as @sliverp mentioned solves the problem.' Maintainer Syllo: 'Ubuntu 20.04 packaged nvtop with a fixed nvidia driver for some reason. What I would suggest is build nvtop from source' (the package's driver dependency put another driver's user-space libraries into the container, no longer matching the host's kernel module). Text cut before the poster's own finding that removing nvtop brought nvidia-smi back. Closed.",
        platform="linux",
    ),
    CorpusLog(
        name="nixpkgs-nvtop-rpath-newest-driver-nvml-legacy-390-mismatch",
        source=_GH + "NixOS/nixpkgs/issues/98328",
        text=r"""**Describe the bug**
The issue is related to [nvtop](https://github.com/NixOS/nixpkgs/blob/master/pkgs/tools/system/nvtop/default.nix) package. It does not work for with legacy driver intalled producing the following error.
```console
 % nvtop   
Impossible to initialize nvidia nvml : Driver/library version mismatch
```
I have a laptop (Asus UX32VD) with NVIDIA GeForce GT 620M GPU. It does not work with most recent driver requiring legacy one I install with
```console
services.xserver.videoDrivers = [ "modesetting" "nvidiaLegacy390" ];
```
in my `configuration.nix`. 

While [nvtop readme](https://github.com/Syllo/nvtop#gpu-support) says it should work with all GeForce 600+ GPU's, it fails on NixOS installation with legacy driver. How can we fix that? Thank you.

**To Reproduce**
Steps to reproduce the behavior:
1. Install nvidia legacy driver on NixOS tracking `unstable` channel with something like `services.xserver.videoDrivers = [ "modesetting" "nvidiaLegacy390" ];` in your `configuration.nix`
2. Install `nvtop` with `nix-shell -p nvtop`
3. Run `nvtop`

**Expected behavior**
I'm expecting `nvtop` works both with recent and legacy drivers too.

**Notify maintainers**
@willibutz""",
        expected_cause="driver-library-mismatch",
        note="2020. Fixed by nixpkgs PR #98374 'nvtop: Make independent of Nvidia driver version' ('Fixes: #98328', merged the next day): 'For packages relying on Nvidia drivers we don't want to hard-code the location of a particular driver version in the RPATH. Otherwise the software might fail with errors such as: Impossible to initialize nvidia nvml : Driver/library version mismatch' (nvtop loaded the NVML library of the default, newest driver while the running kernel module was the legacy 390 one). Text ends before the nix-info metadata block, where the stored opening breaks off.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorpack-gpu-tracker-nvml-lib-rm-version-mismatch",
        source=_GH + "tensorpack/tensorpack/issues/1244",
        text=r"""When running tensorpack I have the following error with NVML library. This does not stop the program from running but still outputs an error message.

> [0624 14:45:33 @base.py:209] Setup callbacks graph ...
> Process Process-3:
> Traceback (most recent call last):
>   File "/data/anaconda/envs/tf_py36/lib/python3.6/multiprocessing/process.py", line 258, in _bootstrap
>     self.run()
>   File "/data/anaconda/envs/tf_py36/lib/python3.6/multiprocessing/process.py", line 93, in run
>     self._target(*self._args, **self._kwargs)
>   File "/data/anaconda/envs/tf_py36/lib/python3.6/site-packages/tensorpack/callbacks/prof.py", line 107, in worker
>     with NVMLContext() as ctx:
>   File "/data/anaconda/envs/tf_py36/lib/python3.6/site-packages/tensorpack/utils/nvml.py", line 164, in __enter__
>     _check_return(_NVML.get_function("nvmlInit_v2")())
>   File "/data/anaconda/envs/tf_py36/lib/python3.6/site-packages/tensorpack/utils/nvml.py", line 48, in _check_return
>     raise NvmlException(ret)
> tensorpack.utils.nvml.NvmlException: NVML_ERROR_LIB_RM_VERSION_MISMATCH
> [0624 14:45:34 @inference_runner.py:149] [InferenceRunner] Building tower 'InferenceTower' on device /gpu:0 ...
> sigmoid

I use :
- tensorflow 1.14
- tensorpack 0.9.5
- Anaconda python 3.6""",
        expected_cause="driver-library-mismatch",
        note="2019. Maintainer ppwwyyxx answered 'As said in nvidia documentation: http...' (the stored copy cuts the link; NVIDIA's NVML documentation defines NVML_ERROR_LIB_RM_VERSION_MISMATCH as 'RM has detected an NVML/RM version mismatch', i.e. the driver library and the loaded kernel module differ); the issue was labelled installation/environment and closed. Training went on; only tensorpack's GPU utilization tracker, which uses NVML, failed.",
        platform="linux",
    ),
    CorpusLog(
        name="gpu-jupyter-v1-5-image-nvml-mismatch-host-driver-510",
        source=_GH + "iot-salzburg/gpu-jupyter/issues/106",
        text=r"""I found this while debugging a different bitsandbytes issue, but figured I should post my finding. 

This image does not work
`docker run --gpus all -d -it -p 8848:8888 -v $(pwd)/data:/home/jovyan/work -e GRANT_SUDO=yes -e JUPYTER_ENABLE_LAB=yes --user root cschranz/gpu-jupyter:v1.5_cuda-11.6_ubuntu-20.04_python-only`

> ```
>Failed to initialize NVML: Driver/library version mismatch
> nvcc --version
> nvcc: NVIDIA (R) Cuda compiler driver
> Copyright (c) 2005-2023 NVIDIA Corporation
> Built on Tue_Feb__7_19:32:13_PST_2023
> Cuda compilation tools, release 12.1, V12.1.66
> Build cuda_12.1.r12.1/compiler.32415258_0
> ```

This works
`docker run --gpus all nvidia/cuda:11.6.2-cudnn8-runtime-ubuntu20.04 nvidia-smi` 

This works
`docker run --gpus all -d -it -p 8848:8888 -v $(pwd)/data:/home/jovyan/work -e GRANT_SUDO=yes -e JUPYTER_ENABLE_LAB=yes --user root cschranz/gpu-jupyter:v1.4_cuda-11.6_ubuntu-20.04_python-only`

This is the output from the VM, not the containers. 
> ```
> Wed Mar 22 17:08:32 2023       
> +-----------------------------------------------------------------------------+
> | NVIDIA-SMI 510.108.03   Driver Version: 510.108.03   CUDA Version: 11.6     |
> |-------------------------------+----------------------+----------------------+""",
        expected_cause="driver-library-mismatch",
        note="2023. The poster: 'Rebooting alone did not work, but updating nvidia drivers on the VM from 510->530 resolved the nvml mismatch issue I was seeing. This also updated the VM cuda version to 12.1. The image is now cuda version 12.1 instead of 11.6' (the v1.5 image, built on CUDA 12.1 despite its 11.6 tag, brought NVIDIA user-space libraries newer than the host's 510 kernel module; nvidia-smi in it failed until the host driver was raised to 530). Text ends inside the host nvidia-smi table, where the stored opening breaks off. Closed.",
        platform="linux",
    ),
    CorpusLog(
        name="gpumounter-worker-libnvidia-ml-not-found-docker-default-runtime-runc",
        source=_GH + "pokerfaceSad/GPUMounter/issues/21",
        text=r"""请教个问题，运行woker的时候，找不到libnvidia-ml.so.1
![1668513287009](https://user-images.githubusercontent.com/52922285/201913634-81dad0aa-7387-4760-b9d3-95bd93702585.png)

宿主机是有libnvidia-ml.so.1，而且非容器化运行的时候是可以加载的，但是用官方镜像如图所示，显示加载不到，这是什么原因？""",
        expected_cause="container-without-gpus",
        note="2022. In Chinese: the title (first line) 'A question: when running the worker, libnvidia-ml.so.1 cannot be found'; body: 'The host has libnvidia-ml.so.1 and it loads when run outside a container, but with the official image it cannot be loaded, as the screenshot shows; why?' Maintainer pokerfaceSad: mounting NVML is nvidia-container-runtime's job; the image's NVIDIA_VISIBLE_DEVICES apparently did not trigger it, check the docker and nvidia-container-runtime versions. The poster: '感谢大佬，我这边知道什么原因了，docker的默认runtime没有设置成nvidia' ('Thanks, I found the reason: docker's default runtime was not set to nvidia'), so the Kubernetes worker pod ran under runc with no GPU or driver libraries injected. Closed.",
        platform="linux",
    ),
    CorpusLog(
        name="nvidia-gpu-prometheus-exporter-pod-gonvml-daemon-json-wrong",
        source=_GH + "mindprince/nvidia_gpu_prometheus_exporter/issues/13",
        text=r'''system info: ubuntu 16.04
gpu: rtx 2080Ti
cuda: 10
nvidia-driver:410.48

when I create the nvidia-gpu-prometheus-exporter, the pod error, the message is "couldn't initialize gonvml: could not load NVML library Make sure NVML is in the shared library search path"''',
        expected_cause="container-without-gpus",
        note="2019. The poster the same day: 'I have solved this problem， because the /etc/docker/daemon.json is wrong' (the Docker daemon configuration that registers the nvidia runtime for Kubernetes pods, so the pod got no NVML library); a later commenter asked what was wrong and got no answer. Closed. Labelled container-runtime-not-configured when scored at first look; container-without-gpus after, as the corpus labels the other pods run without the nvidia runtime (GPUMounter#21 in this set, the device plugin in github_fourhundredfourteenth.py).",
        platform="linux",
    ),
    CorpusLog(
        name="nvtop-built-in-nix-shell-no-ld-so-cache-no-gpu-to-monitor",
        source=_GH + "Syllo/nvtop/issues/122",
        text=r"""Hi, I successfully build the nvtop but it cannot find my GPUs.

I'm not sure which part should I provide here.

+ Build with `cmake .. && make -j`
+ run with `src/nvtop`
+ output: No GPU to monitor.
+ no conda in my machine
+ the lib is /usr/lib/x86_64-linux-gnu/libnvidia-ml.so.1

nvidia-smi works fine:

<img width="807" alt="Screen Shot 2021-09-30 at 02 05 14 PM" src="https://user-images.githubusercontent.com/5007613/135515592-d2f28309-1da0-4c99-9462-0bb00dbb0d8e.png">

<img width="523" alt="Screen Shot 2021-09-30 at 02 05 53 PM" src="https://user-images.githubusercontent.com/5007613/135515641-4962f5a0-97c8-4cdf-a83f-8e4fafd637f7.png">""",
        expected_cause=None,
        note="2021. No catalogue ID: the cause was nvtop built inside nix-shell against nix's glibc, whose loader has no ld.so.cache, so the driver's libnvidia-ml.so.1 in /usr/lib/x86_64-linux-gnu was never found. Maintainer Syllo: 'This is likely a problem related to ldconfig (shared library runtime binding). You can check with ldconfig -p | grep libnvidia-ml'; the poster: 'I use nix-shell -p cmake ncurses to install the nvtop, which does not support ldconfig -p (nix does not support it). Thus, I now manually install it outside nix. And fixed it. Thanks!' (in nix-shell: 'ldconfig: Can't open cache file /nix/store/...-glibc-2.33-49/etc/ld.so.cache'). Closed.",
        platform="linux",
    ),
    CorpusLog(
        name="netdata-alpine-container-nvidia-smi-no-such-file-glibc",
        source=_GH + "netdata/netdata/issues/4736",
        text=r"""I'm running the netdata/netdata docker container and I've installed nvidia-docker2 to give containers access to gpu, passing /dev/dri to the netdata container as well as environment variables `- NVIDIA_VISIBLE_DEVICES=all`, `- NVIDIA_DRIVER_CAPABILITIES=all`. The default runtime is `nvidia`. When I run `nvidia-smi` from within the container, I get `/usr/bin/nvidia-smi: No such file or directory`. However `ls /usr/bin/nvidia-smi` results in `/usr/bin/nvidia-smi` (it is present). This is on Ubuntu 16.04 with nvidia 410 driver. Any tips on how I can enable GPU monitoring in the netdata container? Below is my docker-compose.

```    netdata:
        container_name: netdata
        image: netdata/netdata
        ports:
            - 19999:19999
        restart: always
        network_mode: bridge
        environment:
            - TZ=America/Los_Angeles
            - PGID=999
            - NVIDIA_VISIBLE_DEVICES=all
            - NVIDIA_DRIVER_CAPABILITIES=all
        cap_add:
            - SYS_PTRACE
        security_opt:
            - seccomp:unconfined
        volumes:
            - /var/run/docker.sock:/var/run/docker.sock:ro
            - /proc:/host/proc:ro
            - /sys:/host/sys:ro
        devices:
            - /dev/dri:/dev/dri
        privileged: true
```""",
        expected_cause=None,
        note="2018. No catalogue ID: the netdata image is Alpine (musl libc), and the glibc-linked nvidia-smi that the NVIDIA runtime injects cannot run there (exec reports 'No such file or directory'). The poster (D34DC3N73R) later wrote the fix himself in netdata PR #14924 ('Fixes #4736', merged 2023): 'The use of Alpine as a Netdata docker base creates a problem for users wanting to monitor Nvidia GPUs in a container. Nvidia drivers and binaries like nvidia-smi require glibc. These instructions show how to add gcompat'. Issue closed by that PR.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working runs
    CorpusLog(
        name="nvtop-geforce-gt-710-gpu-util-encoder-na-nvml-unsupported",
        source=_GH + "Syllo/nvtop/issues/13",
        text=r"""is this normal?
```
GPU-Util[                                                                             N/A]
MEM-Util[||||||||||||||||||||||||||||||||                                       0.8G/2.1G]
Encoder[                                N/A]
Decoder[                                N/A]
```
```sh
$ nvidia-smi -L
GPU 0: GeForce GT 710
```
```
==============NVSMI LOG==============
Driver Version                      : 410.57
```""",
        harmless=True,
        note="2018. Maintainer Syllo: 'I'm not sure that it is supported by the nvml library. Does the nvidia-smi command give you more information than what appears in nvtop?'; the poster: 'not really but nvidia-settings does' (GPUUtilization graphics=44, memory=46); Syllo: 'it will not work better with nvtop as it uses the nvml library (same as nvidia-smi) to get the GPU information'. The GPU and driver work; NVML simply does not report these fields for this GeForce card. Closed.",
        platform="linux",
    ),
    CorpusLog(
        name="nvtop-old-geforce-no-processes-listed-nvml-unsupported",
        source=_GH + "Syllo/nvtop/issues/86",
        text=r"""Does not display running processes
Nvtop does not display running processes.
![image](https://user-images.githubusercontent.com/64632995/102963775-fdcf9d80-450f-11eb-992b-cd98447ad24f.png)
Distro-kubuntu 20.10
Driver version-460.27.04
Using x-org
Kernel version-5.8.0-26-generic""",
        harmless=True,
        note="2020. The issue title (first line) and body. Maintainer Syllo: 'Sorry but there seems to be a lack of support by the nvml library for your GPU, hence the missing information in nvtop. It may be due to the old age of the GPU (2013).'; the poster: 'Yes.This is not an issue of nvtop :)' with an nvidia-smi screenshot showing the same. Monitoring otherwise worked. Closed.",
        platform="linux",
    ),
)
