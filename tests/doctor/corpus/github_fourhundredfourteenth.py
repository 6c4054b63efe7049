# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-fourteenth set of real threads: GPUs in containers and Kubernetes (2018-2026), from GitHub issues on NVIDIA/k8s-device-plugin, NVIDIA/nvidia-container-toolkit, NVIDIA/nvidia-docker, canonical/docker-snap and application repositories whose Docker images did not reach the GPU (xorbitsai/inference, luigifreda/rosdocker, kcosta42/VQGAN-CLIP-Docker, TonyXuQAQ/Topo-boundary).

Broken kinds held: Docker without the NVIDIA Container Toolkit ('could not select device driver
"" with capabilities: [[gpu]]', twice, one of them in Chinese), containers started without
--gpus (a docker-compose file, a plain 'docker run -it'), the k8s device plugin on a node whose
Docker default runtime was not 'nvidia', the Docker snap on Ubuntu classic that cannot load the
host's libnvidia-ml.so.1, SELinux denying the device files inside a container ('Insufficient
Permissions'), and podman too old for the CDI specification that nvidia-container-toolkit 1.19.1
writes (no catalogue ID). All broken: 8; working runs: none met.

Left out: most threads on this angle are already held (the could-not-select-device-driver, unknown
runtime 'nvidia', unsatisfied-condition cuda>=X and NVML-unknown-error threads of the NVIDIA
trackers and of many application repositories), and many of the rest end in the stored copy
before any confirmation (SyneRBI/PETRIC2#27, theroyallab/tabbyAPI#324, MauriceNino/dashdot#1226,
NVIDIA/nvidia-container-toolkit#146 and #1269, NVlabs/FoundationPose#108). Long first posts whose
whole text the stored excerpts did not give were skipped even where the cause was confirmed
(lxc/incus#1322, the toolkit missing under Incus; NVIDIA/nvidia-docker#1486 and #1447,
libnvidia-container without cgroup v2; containers/ramalama#759). Prose-only posts with the cause
in the same sentence (smy20011/dreambooth-docker#8) and RTX 50-series images without sm_120
kernels whose fix is not in the stored text (NVIDIA/personaplex#23) were left out too.

At first look (the doctor of commit aa3e088) the cause was named in 5 of the 8 broken logs, 4
first; there is no working run in the set. The Kubernetes device plugin's record was labelled
container-runtime-not-configured when scored and container-without-gpus after (see its note);
under the new label the same doctor names 6 of 8, which is not counted as the first look. After
the changes of the same day, 7 of 8.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="k8s-device-plugin-18-could-not-load-nvml-default-runtime-not-set",
        source=_GH + "NVIDIA/k8s-device-plugin/issues/23",
        text=r"""I install nvidia-docker2, and deploment device plugin in kubernetes 1.8, but kubectl describe pods, I get the error.

loading NVML
Failed to start nvml with error:  could not load NVML library""",
        expected_cause="container-without-gpus",
        note="Labelled container-without-gpus, as the other Kubernetes pod without the nvidia runtime in the corpus is (mudler/LocalAI#2117): the runtime was installed, so the catalogue's container-runtime-not-configured (Docker has no runtime of that name) does not fit; the plugin's pod ran under runc, without the GPUs. 2018. Maintainer flx42: 'Did you set the default runtime?' (linking the README's 'preparing your GPU nodes'); the poster: '@flx42 thanks, I solved the problem, the k8s-device-plugin release 1.8 document not show \"First you will need to check and/or enable the nvidia runtime as your default runtime on your node\"'. The device plugin pod ran under Docker's default runc, so no driver library was injected. Issue closed.",
        platform="linux",
    ),
    CorpusLog(
        name="vqgan-clip-docker-compose-found-no-nvidia-driver-no-gpus",
        source=_GH + "kcosta42/VQGAN-CLIP-Docker/issues/1",
        text=r"""Running `make generate` gives:
```
Creating vqgan-clip-docker_generate_run ... done
Traceback (most recent call last):
  File "/opt/conda/lib/python3.7/runpy.py", line 193, in _run_module_as_main
    "__main__", mod_spec)
  File "/opt/conda/lib/python3.7/runpy.py", line 85, in _run_code
    exec(code, run_globals)
  File "/app/scripts/generate.py", line 28, in <module>
    std=[0.26862954, 0.26130258, 0.27577711], device=DEVICE)
  File "/app/core/utils/normalize.py", line 25, in __init__
    self.mean = torch.as_tensor(mean, dtype=dtype, device=device)[None, :, None, None]
  File "/opt/conda/lib/python3.7/site-packages/torch/cuda/__init__.py", line 172, in _lazy_init
    torch._C._cuda_init()
RuntimeError: Found no NVIDIA driver on your system. Please check that you have an NVIDIA GPU and installed a driver from http://www.nvidia.com/Download/index.aspx
ERROR: 1
```""",
        expected_cause="container-without-gpus",
        note="2021. PyTorch (not TensorFlow) in a docker-compose service. The poster in the same post, left out of the text with his guess 'it seems like the `--gpus` option needs to be passed?': 'I solved it by manually creating the docker run command based on the compose file, and adding `--gpus all`'. Pull request #4 'Enable GPU usage for docker' (Fixes #1) was merged and the issue closed: the compose file reserved no GPU for the container.",
        platform="linux",
    ),
    CorpusLog(
        name="rosdocker-pyslam-cuda-could-not-select-device-driver-no-toolkit",
        source=_GH + "luigifreda/rosdocker/issues/5",
        text=r"""While running the pyslam_cuda container I received an error indicating that Docker wasn't able to access the GPU resources

`docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]]`""",
        expected_cause="container-toolkit-missing",
        note="2025. The poster in the same post (left out of the text): 'Installing the Nvidia container toolkit fixed this issue but this is under references. This might be good to add under the Troubleshooting section.' Maintainer luigifreda: 'Thanks for your suggestion. I added it.' Issue closed.",
        platform="linux",
    ),
    CorpusLog(
        name="xinference-docker-gpus-all-no-toolkit-apt-cannot-locate-zh",
        source=_GH + "xorbitsai/inference/issues/1778",
        text=r"""Note that the issue tracker is NOT the place for general support.
我输入nvidia-smi可以看到我的显卡信息，但是：
(base) alice@host:sudo docker run -e HF_ENDPOINT=https://hf-mirror.com/ -e XINFERENCE_MODEL_SRC=modelscope -p 9998:9997 --gpus all xprobe/xinference
xinference-local -H 0.0.0.0 --log-level debug
docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].
ERRO[0000] error waiting for container:
(base) alice@host:sudo apt-get install -y nvidia-container-toolkit
正在读取软件包列表... 完成
正在分析软件包的依赖关系树
正在读取状态信息... 完成
E: 无法定位软件包 nvidia-container-toolkit

我不知道如何解决这个问题，还请您指教，谢谢！""",
        expected_cause="container-toolkit-missing",
        note="2024. Chinese: 'nvidia-smi shows my card, but: ...'; apt: 'E: Unable to locate package nvidia-container-toolkit'; 'I do not know how to solve this, please advise'. Maintainer ChengjieLi28: solve the installation of nvidia-container-toolkit first (apt-get update, then install it), then docker starts. Another user with the same error (navi-avatar): '我也遇到了，通过这个网址，安装container-toolkit 就可以了' ('I hit it too; installing the container toolkit from this page fixed it', linking NVIDIA's install guide). Issue closed. The user and host name in the prompt (the same word) replaced.",
        platform="linux",
    ),
    CorpusLog(
        name="topo-boundary-docker-run-it-without-gpus-nvidia-smi-not-found",
        source=_GH + "TonyXuQAQ/Topo-boundary/issues/1",
        text=r"""Hi,
Per our previous conversation over email, there should be CUDA  11.0 installed in the docker image but I can't find (other packages like Torch 1.7.0 are fine).

Here are my steps: 
1. I followed the directions to install docker and ran build_image.sh to build the docker.
2. start the docker by `sudo docker run -it zhxu_topoboundary`.
3. type `nvidia-smi` but command not found.

Is there any extra steps missing from my installation?

Thanks!""",
        expected_cause="container-without-gpus",
        note="2021. Maintainer TonyXuQAQ: 'It seems that you did not mount any gpu. Try docker run --gpus all -it zhxu_topoboundary. It should work.' The poster: 'I type sudo docker run --gpus all -it zhxu_topoboundary and mount gpu successfully. I can find cuda by typying nvidia-smi' (then asked about the CUDA 10.1 it showed, answered separately). Issue closed. PyTorch image, prose only.",
        platform="linux",
    ),
    CorpusLog(
        name="docker-snap-ubuntu-2204-classic-libnvidia-ml-load-failed",
        source=_GH + "canonical/docker-snap/issues/148",
        text=r"""OS: `ubuntu22.04.2` server version

I have install nvidia driver. In my host, `nvida-smi` is normal.

install cmd: 
```shell
snap install docker
docker pull nvidia/cuda:11.7.1-runtime-ubuntu22.04
docker run -it --gpus all d916bd2c64a8
```
The errors are below
```shell
docker: Error response from daemon: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running hook #0: error running hook: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'
nvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1: cannot open shared object file: no such file or directory: unknown.
ERRO[0000] error waiting for container: context canceled 
```

And I can run hello-world docker.""",
        expected_cause="container-toolkit-driver-not-found",
        note="2023. Maintainer jocado: 'The nvidia support in the snap is currently only developed for Ubuntu Core, and not Ubuntu Classic [ such as standard desktop and server etc ]' (linking the snap's README); the snap's confined nvidia-container-cli does not find the host driver's libraries on a classic install. Issue closed; no reply from the poster in the stored copy.",
        platform="linux",
    ),
    CorpusLog(
        name="nvidia-docker2-rhel-ppc64le-selinux-nvml-insufficient-permissions",
        source=_GH + "NVIDIA/nvidia-docker/issues/676",
        text=r"""Hey Folks,
  I did a fresh build and install of libnvidia, nvidia-container-runtime, and nvidia-docker 2.0 on a Rhel 7.4/ppc64le environment.  

I run
`docker run -ti --rm nvidia/cuda-ppc64le:9.1-base-centos7 bash`
Then `nvidia-smi`  I get the following error
`Failed to initialize NVML: Insufficient Permissions`""",
        expected_cause="gpu-device-permission-denied",
        note="2018. Text cut before the poster's own finding in the same post: 'I get past the issue with the `--privileged` keyword. I know there was talk about nvidia-docker 2.0 solving some Selinux problems. Is that still the case?' (his package list followed). Maintainer 3XX0: 'Unfortunately there is not much we can do for Selinux, it depends on the system. You can try to run `nvidia-container-cli -k list | restorecon -v -f -` as root ... If not, you will need to write a custom profile to allow the use of the nvidia labels inside the container'. Issue closed: SELinux labels kept the container from opening the /dev/nvidia* files.",
        platform="linux",
    ),
    CorpusLog(
        name="podman-4-9-cdi-unresolvable-toolkit-1-19-1-spec-too-new",
        source=_GH + "NVIDIA/nvidia-container-toolkit/issues/1940",
        text=r"""podman/noble-updates,now 4.9.3+ds1-1ubuntu0.2 arm64 [installed]

$ nvidia-ctk --debug cdi list
INFO[0000] Found 3 CDI devices
nvidia.com/gpu=0
nvidia.com/gpu=GPU-d17572cc-10a2-4a90-04a1-4ea64aac04b2
nvidia.com/gpu=all

$ podman run -it --rm  --device nvidia.com/gpu=0   --security-opt=label=disable  nvcr.io/nvidia/cuda-dl-base:26.05-cuda13.2-inference-devel-ubuntu24.04 bash
Error: setting up CDI devices: unresolvable CDI devices nvidia.com/gpu=0

Tested on systems with container-toolkit v1.18.1 and 1.19.0 on Ubuntu 24.04 and RHEL-9 respectively and all OK.
on RHEL-9 container-tollkit v1.19.1 all OK.""",
        expected_cause=None,
        note="2026. No catalogue ID: the cause was podman 4.9.3 (Ubuntu 24.04's) being too old for the CDI specification v0.7.0 that nvidia-container-toolkit 1.19.1 writes, so podman could not read the spec and the device names did not resolve. Maintainer tariq1890: 'The changes is v1.19.1 of toolkit require that you use a podman version that supports v0.7.0 of the CDI spec. Can you upgrade your podman ...' (a known issue in the release notes); henry118: 'I tested `v1.19.1-1` with podman `5.7.0` on ubuntu `26.04` and confirmed it works'; the poster: 'We need to stay on Ubuntu 24.04 for now so we had to use this switc[h]' (cut in the stored copy). Issue closed. An NVIDIA DGX Spark (arm64).",
        platform="linux",
    ),
)
