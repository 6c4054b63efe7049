# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-sixty-fourth set of real threads, gathered apart, from GitHub issues (issues corpus) on GPU clusters and their container runtimes: Slurm with Pyxis/Enroot (NVIDIA/enroot, NVIDIA/pyxis), a lab Slurm cluster's own issue tracker (lyulyul/shine-cluster), a university cluster's user-support tracker (hpc-admin-sist/DockerMonitor) and an application run on clusters (cianfrocco-lab/Automatic-cryoEM-preprocessing).

Broken kinds held: the nvidia_uvm kernel module not loaded on a GPU node, so containers started
by Enroot (unprivileged, it cannot load the module itself) fail with CUDA's "unknown error" (two
threads, one of them prose); a machine without an installed NVIDIA driver behind Enroot's
"Kernel module nvidia_uvm is not loaded" warning; a cluster's admin (login) node whose
libcuda.so.1 is an empty file, so TensorFlow cannot even be imported there while the compute
nodes run it; a Slurm node whose driver an unattended package upgrade broke (nvidia-smi "couldn't
communicate with the NVIDIA driver"); and TensorFlow 1.14 (built for CUDA 10.0) in a conda
environment given CUDA 10.1 (prose). Working runs: none met. Three of the six threads are about
GPU jobs in general (NCCL tests, any container, nvidia-smi on a node) rather than TensorFlow by
name; their causes are the same ones a TensorFlow job on those machines would meet.

Small set: most cluster threads (Singularity/Apptainer GPU questions, DeepVariant under
Singularity, Slurm/Dask workers, EasyBuild and Spack TensorFlow modules, HPC centre trackers)
either sat in the corpus already or had no confirmation in the stored text (their resolution, if
any, lies past the stored opening). Two of the six records are prose only.

At first look (the doctor of commit 9ba7267) the cause was named in 1 of the 6 broken logs, first
there (the node where nvidia-smi could not reach the driver; container-without-gpus came second);
the other five got no finding at all: neither Enroot's nvidia_uvm warning and 98-nvidia.sh hook
error, nor an NCCL 'unknown error' under Pyxis, nor 'libcuda.so.1: file too short', nor the prose
posts. No working run to flag.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="pyxis-slurm-nccl-tests-cuda-unknown-error-nvidia-uvm-not-loaded",
        source=_GH + "NVIDIA/pyxis/issues/81",
        text=r"""Using enroot/pyxis with parallelcluster and slurm and apparently something is wrong re initializing cuda for the host or container cause I get that

```
srun --mpi=pmix --partition=compute-od-gpu --gpus=8 --cpus-per-gpu=4 --container-image=alice/gpt-neox:76 /opt/nccl-tests/build/all_reduce_perf -b 1M -e 4G -f 2 -g 1
pyxis: importing docker image: alice/gpt-neox:76
pyxis: imported docker image: alice/gpt-neox:76
[host:08575] PMIX ERROR: ERROR in file gds_ds12_lock_pthread.c at line 168
# nThread 1 nGpus 1 minBytes 1048576 maxBytes 4294967296 step: 2(factor) warmup iters: 5 iters: 20 validation: 1
#
# Using devices
host: Test CUDA failure common.cu:1045 'unknown error'
 .. host pid 8575: Test failure common.cu:1007
srun: error: host: task 0: Exited with exit code 2
```

Happened the same when I tested a container in Singularity. I overcame that by creating a cuda context first in the host:
```
srun --partition=compute-od-gpu --nodes=1 --gpus=8 --cpus-per-gpu=4 --time=04:00:00 --pty bash -i
sudo modprobe nvidia_uvm && docker run --gpus=all public.ecr.aws/w6p6i9i7/aws-efa-nccl-rdma:22.03-pt-py3 nvidia-smi
singularity shell --nv docker://public.ecr.aws/w6p6i9i7/aws-efa-nccl-rdma:22.03-pt-py3
...
```""",
        expected_cause="cuinit-unknown-error",
        note="2022. Slurm + Pyxis/Enroot on AWS ParallelCluster (p4d nodes), NCCL tests rather than TensorFlow. The poster reports in the opening post that the same 'unknown error' in Singularity went away after `sudo modprobe nvidia_uvm` (plus a docker run of nvidia-smi) on the node: the nvidia_uvm module was not loaded, and an unprivileged container runtime cannot load it (the same cause NVIDIA/enroot#106 confirms). The workaround stays in the text because it is in the opening post. Container image owner's name replaced with alice, node name with host.",
        platform="linux",
    ),
    CorpusLog(
        name="enroot-ngc-container-uvm-warning-machine-without-nvidia-driver",
        source=_GH + "NVIDIA/enroot/issues/105",
        text=r"""I installed enroot on **_ubuntu 20.04_**.
Also installed pre-requisites with **_latest libnvidia-container-tools for GPU support_**. System met all the requirements. PFA.
![image](https://user-images.githubusercontent.com/58287304/137686494-8ce2439f-24e4-481f-80a7-6c56bcdcf982.png)

When I try to import one of the NVIDIA NGC containers and start the container using enroot. I'm facing below error.

```
 [WARN] Kernel module nvidia_uvm is not loaded. Make sure the NVIDIA device driver is installed and loaded
 nvidia-container-cli: initialization error: driver error: failed to process request
 [ERROR] /usr/local/etc/enroot/hooks.d/98-nvidia.sh exited with return code 1
```

Kindly, help on error .""",
        expected_cause="no-nvidia-driver",
        note="2021. Enroot maintainer 3XX0 first read the warning ('your NVIDIA driver is not fully loaded, the UVM kernel module is missing. You can `modprobe` it'), then, after the poster's reply (not in the stored copy), named the cause: 'Are you trying to use a GPU? Your machine doesn't have NVIDIA's driver installed.' and pointed to the driver installation guide. The poster did not dispute it; closed. Odd: the log's own warning points at nvidia_uvm, the confirmed cause is no driver at all.",
        platform="linux",
    ),
    CorpusLog(
        name="enroot-pyxis-slurm-after-reboot-nvidia-uvm-not-loaded-prose",
        source=_GH + "NVIDIA/enroot/issues/106",
        text=r"""The other day, my system was running just fine before a reboot. After the reboot, I started seeing the following errors when I tried to run a Slurm (with Pyxis and enroot) job. It complained about nvidia-uvm module not being loaded and not being able to find /dev/nvidia-modeset. After some digging I was able figure out why. As part of my machine setup I had run the command

sudo docker run --runtime=nvidia --rm nvidia/cuda:11.0-base nvidia-smi 

This seemed to mount /dev/nvidia-modeset and load the nvidia-uvm module. I wanted to document this incase others hit the issue. The issue that I am now trying to resolve is how to get whatever modules and mount points the docker command is loading to be done at system boot up. Is there something easy that I am missing?""",
        expected_cause="cuinit-unknown-error",
        note="2021. Prose only. The poster found it himself (the docker run of nvidia-smi had been loading nvidia-uvm before the reboot) and Enroot maintainer 3XX0 confirmed: 'on most installs UVM is not loaded by default, CUDA will implictly load it through `nvidia-modprobe` ... since enroot is unpriviliged it can't do any of that, it will issue a warning but chances are you won't see it with pyxis', fix: load it at boot with a service. The catalogue's cuinit-unknown-error names the nvidia_uvm module not being loaded as its usual cause.",
        platform="linux",
    ),
    CorpusLog(
        name="slurm-node-nvidia-smi-cannot-communicate-after-unattended-upgrade",
        source=_GH + "lyulyul/shine-cluster/issues/50",
        text=r"""On host

```
$ nvidia-smi
NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.
```

Not sure it's related to #30 .""",
        expected_cause="driver-not-loaded",
        note="2021. A lab Slurm cluster's own tracker; framework-agnostic (nvidia-smi on a node). The admin who opened it found the cause in the next comment: /var/log/apt/history.log showed unattended-upgrade upgrading libnvidia-common-460 on a node whose 460 driver had been installed by hand; reinstalling with apt then gave 'Failed to initialize NVML: Driver/library version mismatch', and purging the apt packages and installing the driver manually again worked ('结果是成功的', the result was successful); unattended-upgrades was then removed on all servers. The catalogue has no 'driver broken by an automatic package upgrade'; the kernel module not being usable (driver-not-loaded) is the nearest and what the message says. Node name replaced with host. The earlier thread #30 of the same tracker is in the corpus already.",
        platform="linux",
    ),
    CorpusLog(
        name="cluster-admin-node-libcuda-file-too-short-compute-nodes-fine",
        source=_GH + "hpc-admin-sist/DockerMonitor/issues/11",
        text=r"""运行/root/alice目录下output_target_keras.py，出现标题中错误，详细错误信息在问题最后给出。
由于提示为usr/lib目录下文件问题，而非root目录，因此在提交该issue前没有尝试添加symlink等方法。

尝试了新建conda环境，并安装tesorflow和tensorflow-gpu，import tensorflow，问题复现，并初步定位了原因：
如果不进行ssh nodeXX操作，在admin下，无论是否安装tensorflow-gpu，
import tensorflow均会报错，
在node中，程序可以正常运行。

tensorflow版本号为1.9 and 1.11

详细错误信息如下：
Using TensorFlow backend.
Traceback (most recent call last):
  File "/root/Anacondas/anaconda3/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow.py", line 58, in <module>
    from tensorflow.python.pywrap_tensorflow_internal import *
  File "/root/Anacondas/anaconda3/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 28, in <module>
    _pywrap_tensorflow_internal = swig_import_helper()
  File "/root/Anacondas/anaconda3/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 24, in swig_import_helper
    _mod = imp.load_module('_pywrap_tensorflow_internal', fp, pathname, description)
...
ImportError: /usr/lib/x86_64-linux-gnu/libcuda.so.1: file too short""",
        expected_cause="no-nvidia-driver",
        note="2018. A university cluster's user-support tracker (Chinese). The poster located the cause himself in the opening post and reports the working case: on the admin (login) node 'import tensorflow' fails whether or not tensorflow-gpu is installed, while 'in the node [after ssh nodeXX] the program runs normally' (在node中，程序可以正常运行); closed. The admin node's libcuda.so.1 is an empty file, i.e. no usable NVIDIA driver there. The stored copy holds no admin reply. The traceback is cut where the stored copy cuts it; its last line is the issue's title. The repository template checklist above the text is left out; /root/<name> replaced with /root/alice.",
        platform="linux",
    ),
    CorpusLog(
        name="cryoem-preprocessing-tf114-wants-cuda100-conda-env-cuda101-prose",
        source=_GH + "cianfrocco-lab/Automatic-cryoEM-preprocessing/issues/13",
        text=r"""Hi,

I recently installed 0.2.1 and specified cudatoolkit=10.1.168=0 and cudnn=7.6.4=cuda10.1_0 during the conda environment installation. However, when I try to run 2dassess or micasses it looks for CUDA 10.0 in my LD_LIBRARY_PATH. It will not run unless I load CUDA 10.0 into my environment. Is there a way around this so it just uses the CUDA 10.1 specified in the conda environment? Thank you!""",
        expected_cause="cuda-libraries-missing",
        note="2021. Prose only. Maintainer yilaili: 'this is due to the compatibility between cuda and tensorflow. In the setup.py it installs tensorflow 1.14.0, whose compatible cuda is 10.0'; the poster confirmed: 'I created a fresh conda environment and now it uses the cuda 10.0 that was installed via conda. However, I had to manually install ... cudatoolkit=10.0.130=0 cudnn=7.6.4=cuda10.0_0 ... Thanks for your help!'. TensorFlow 1.14 needs the CUDA 10.0 libraries; the environment held CUDA 10.1.",
        platform="linux",
    ),
)
