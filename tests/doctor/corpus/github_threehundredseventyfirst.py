# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-seventy-first set of real threads: HPC container threads (2019-2026) from GitHub issues (issues corpus) on NVIDIA/enroot, NVIDIA/pyxis, apptainer/apptainer, singularityhub/singularityhub.github.io and Gaius-Augustus/Tiberius (a TensorFlow gene finder started through Singularity), where a GPU job in an Apptainer, Singularity or enroot/pyxis container could not use the GPU, or printed a container-tool warning while it did.

Broken kinds held: a launcher that passes an empty CUDA_VISIBLE_DEVICES into the Singularity
container; a launcher that runs `singularity exec` without --nv; an enroot/pyxis container
started from a plain Ubuntu image without NVIDIA_VISIBLE_DEVICES, so the enroot NVIDIA hook
adds no GPU; a Slurm set-up without ConstrainDevices, where the job's CUDA_VISIBLE_DEVICES=2
names a GPU the pyxis container does not have; and an image whose LD_LIBRARY_PATH put its own
directories ahead of /.singularity.d/libs (no catalogue cause). Broken: 5 (two prose-only).
Working runs: 1 (a Singularity bind-mount warning on a TensorFlow image that ran on the GPU).

Left out: many Singularity/Apptainer threads whose stored copy holds no resolution (the --nv
with --writable threads, single-GPU A100 runs seen as no device, Shifter GPU threads, workflow
threads with libcuda.so.1 missing under Singularity), and threads already in the corpus.
The opening post of NVIDIA/pyxis#47 is not in the stored copy: its record holds the title and
the poster's later comment that gives the facts.

At first look (the doctor of commit c695e0d) the cause was named in 4 of 5 broken logs, 3 first
(the record with no catalogue cause counts as a miss); the working run was not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tiberius-singularity-launcher-passes-empty-cuda-visible-devices",
        source=_GH + "Gaius-Augustus/Tiberius/issues/105",
        text=r"""Hi, thank you for developing Tiberius.

I encountered a GPU detection issue when running Tiberius 2.0.5 with `--singularity`.
On my host, the GPU is visible
```bash
nvidia-smi
```

and TensorFlow inside the Singularity image can also see the GPU when run directly:

```bash
singularity exec --nv singularity/tiberius_2.0.5.sif python3 - <<'PY'
import tensorflow as tf
print(tf.config.list_physical_devices("GPU"))
PY
```

This returns

```log
[PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')]
```

However, running Tiberius via the launcher
```bash
uv run python tiberius.py --singularity \
  --genome ../ref/GCA_036571765.1_ASM3657176v1_genomic.fna \
  --model_cfg vertebrates \
  --out tiberius.gtf \
  --batch_size 4
```
results in
```log
CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected
```""",
        expected_cause="cuda-visible-devices-hides-gpus",
        note="2026. The poster found and confirmed the cause in the same post (left out of the text, with the title that names it): CUDA_VISIBLE_DEVICES was empty on the host and 'the launcher appears to pass it into the container as an explicit empty value. Explicitly setting it fixes the issue: CUDA_VISIBLE_DEVICES=0 uv run python tiberius.py --singularity ...'; the issue was closed. TensorFlow inside the same image saw the GPU when Singularity was run by hand with --nv.",
        platform="linux",
    ),
    CorpusLog(
        name="tiberius-singularity-launcher-exec-without-nv",
        source=_GH + "Gaius-Augustus/Tiberius/issues/67",
        text=r"""I followed the current instructions for installing and running Tiberius v1.1.8 with Singularity on a brand new machine running Ubuntu 24.04.3 LTS. First I cloned the git repo and then ran `pip install .` within the new directory.

My Singularity version is `singularity-ce version 4.3.7-noble`.

Running `python tiberius.py --singularity --genome input.fasta --out output.gtf --model_cfg mammalia_softmasking_v2.yaml` failed to detect my GPU and started the pipeline using CPUs instead.""",
        expected_cause="container-without-gpus",
        note='2026. Prose only. The poster found the cause and confirmed the fix in the same post (left out of the text): the launcher\'s `singularity exec` line \'does not include flags `--nv --nvccli`, required by singularity exec to enable Nvidia support\'; after changing it to `cmd = ["singularity", "exec", "--nv", "--nvccli", ...]` the same command \'ran using my GPU as expected.\' Tiberius is a TensorFlow program; the issue was closed.',
        platform="linux",
    ),
    CorpusLog(
        name="enroot-pyxis-plain-ubuntu-image-no-nvidia-visible-devices",
        source=_GH + "NVIDIA/enroot/issues/205",
        text=r"""I have a few images built with a fairly small footprint: ubuntu, and a python toolchain.  At runtime, I then install torch, etc. inside of the container, and use the CUDA runtime that torch brings in as a dependency.

When I start this container using docker on a host with nvidia-driver/nctk installed, and using the `--gpus` flag, I'm able to see the GPUs from inside - `torch.cuda.is_available()` will return true.

However, when I try to run this container with enroot/pyxis:

```
srun \
  --nodes=1 --gpus=2 \
  --container-workdir=$(pwd) \
  --container-mount-home \
  --container-image="myimage" \
  --pty bash -i
```

I get the following error:

```
RuntimeError: Found no NVIDIA driver on your system. Please check that you have an NVIDIA GPU and installed a driver from http://www.nvidia.com/Download/index.aspx
```

I just wanted to ask if I should be able to use base images in this way and still be able to use GPUs (does NCTK do something that enroot isn't able to?), or whether I need to use nvidia-built base images? (or if there is documentation I've missed about what I need to put in a container in order to use GPUs with enroot?)""",
        expected_cause="container-without-gpus",
        note="2024. PyTorch. The enroot maintainer (3XX0) named the cause: 'You have to set `NVIDIA_VISIBLE_DEVICES` (in your `srun` env, enroot env file, container, etc).', pointing to the 98-nvidia.sh hook, which passes GPUs into the container only when that variable is set (the nvidia/cuda images set it, a plain Ubuntu image does not); the poster did not dispute it and the issue was closed. The container was thus started without the GPUs although Slurm allocated two.",
        platform="linux",
    ),
    CorpusLog(
        name="pyxis-slurm-cgroup-without-constraindevices-cuda-visible-devices-2",
        source=_GH + "NVIDIA/pyxis/issues/47",
        text=r"""SLURM + pyxis-enroot, "no CUDA-capable device is detected"

here is our cgroup.conf (very minimal)
```
➜  ~ cat /etc/slurm/cgroup.conf
###
# Slurm cgroup support configuration file
###
CgroupAutomount=yes
ConstrainCores=yes
#TaskAffinity=yes
```
I have not set it manually at least. If I run a job like this, it is not defined
```
➜  ~ srun -p gpu --container-name=cuda-11.2.2 --container-image=cuda-11.2.2 --pty --gres=gpu:A100:1 echo $CUDA_VISIBLE_DEVICES

➜  ~ 

```
But if one opens a bash session with the container, it does get defined by Slurm I believe
```
alice@host:~$ echo $CUDA_VISIBLE_DEVICES 
2
```
here is the output for 1 GPU and 3 GPUs
```
➜  ~ srun -p gpu --container-name=cuda-11.2.2 --container-image=cuda-11.2.2 --pty --gres=gpu:A100:1 ls -l /dev/nvidia{0..7}  
/usr/bin/ls: cannot access '/dev/nvidia0': No such file or directory
/usr/bin/ls: cannot access '/dev/nvidia1': No such file or directory
/usr/bin/ls: cannot access '/dev/nvidia3': No such file or directory
/usr/bin/ls: cannot access '/dev/nvidia4': No such file or directory
/usr/bin/ls: cannot access '/dev/nvidia5': No such file or directory
...
```""",
        expected_cause="cuda-visible-devices-hides-gpus",
        note="2021. The opening post is not in the stored copy: the text is the title and the poster's (crinavar) later comment answering the maintainer's questions. Slurm without device constraint set CUDA_VISIBLE_DEVICES=2 for the job while the container held only the allocated /dev/nvidia2, which CUDA numbers 0, so index 2 named no GPU. Confirmed by the poster: 'I have added the `ConstrainDevices=yes` in cgroup.conf and it works!. Already tested for several combinations of GPUs requested and multiple jobs at the same time.'; flx42 closed it, remarking that Slurm 'was using the `CUDA_VISIBLE_DEVICES` approach' while the container saw only a subset of the /dev/nvidia files.",
        platform="linux",
    ),
    CorpusLog(
        name="apptainer-image-ld-library-path-ahead-of-singularity-libs",
        source=_GH + "apptainer/apptainer/issues/846",
        text=r"""Fail to find GPU driver

### Version of Apptainer

What version of Apptainer (or Singularity) are you using? Run

`apptainer --version` (or `singularity --version`).

### Expected behavior

I can't find the Nvidia driver, while outside the container, I'm able to find it.

What else configuration should I do except using --nv?

Thanks. I tried building from mirror without --writable instead of from sandbox, but it still couldn't work, with the same error. I checked the debug information with only the following possible error massage.""",
        expected_cause=None,
        note="2022. Prose only (the version, the error and the debug output were screenshots). Confirmed by the poster: 'I changed the place of \"/.singularity.d/libs\" in $LD_LIBRARY_PATH from behind to front, and it worked(nvidia-smi can normally work)' (removing the entry at the end also worked); the image's own LD_LIBRARY_PATH listed its directories (/usr/local/nvidia/lib among them) ahead of the directory where --nv binds the host driver's libraries. DrDaveD (maintainer): 'I wonder if /usr/local/nvidia/lib in your PATH has some different version of nvidia libraries that is confusing it.' No catalogue cause: the image's library path shadowed the host driver libraries bound by --nv.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="singularityhub-underlay-nvidia-smi-50-bind-mounts-warning",
        source=_GH + "singularityhub/singularityhub.github.io/issues/166",
        text=r"""Hi, I created a singularity image including cuda, tensorflow etc.
but when I run it PBS script or using shell like singularity --nv shell xxx.img
it always show a warning:
warning: underlay of /usr/bin/nvidia-smi required more than 50 bind mounts

How to fix it?""",
        harmless=True,
        note="2019. Working run: asked whether there was an actual issue, the poster answered 'no actual issue, it is just a warning. I can use this image to run my code on GPU.' (a TensorFlow image run with --nv under PBS). The warning comes from Singularity's underlay bind mounts, not from the GPU stack.",
        platform="linux",
    ),
)
