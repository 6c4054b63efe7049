# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-fiftyseventh set of real threads: TensorFlow and other CUDA frameworks from Linux distributions' packages and HPC software stacks (2020-2024), from GitHub issues on NixOS/nixpkgs, apptainer/singularity and ComparativeGenomicsToolkit/cactus.

Broken kinds held: a CPU-only framework build where a CUDA one was expected (nixpkgs' source
PyTorch, which is built without CUDA by default; a CUDA jaxlib shadowed by the CPU jaxlib that
flax propagated), a Slurm job issued without a GPU request (cactus under Toil), Singularity's
--nv failing to find the host's driver libraries because a Nix userland ldconfig came first on
PATH (Compute Canada's stack), Singularity on NixOS unable to reach nvidia-container-cli, and a
CUDA 'unknown error' (999) of a NixOS ollama service fixed by loading nvidia_uvm. All broken: 6;
working runs: 0. No TensorFlow log is held: the TensorFlow threads met on these trackers had no
confirmation in their stored copies.

Left out: threads whose stored copy stops before any answer or whose cause stayed open
(nixpkgs#67257 TensorFlow crash with a preloaded Fedora libcuda, nixpkgs#69424, #282184,
#319303, #326913, spack#37473 'Could not find compiler for platform CUDA', easybuild-easyconfigs#9183,
nf-core/proteinfold#102, singularity#4687 and #4783, guix-science-nonfree#27, whose only answer is
the maintainer's one line 'You need to preload the CUDA .so files', nixified-ai/flake#54 and #92,
abysssol/ollama-flake#4, ollama#6647 on Gentoo); AMD GPUs (nixpkgs#291217); threads before 2019
(cbio-cluster#421, singularity#1306 and #1441); notes or pull requests with no user's problem
(ialab-puc/cluster#2, spack#14118). Many threads of the angle (nixpkgs#65515, #127329, #230214,
#75079, apptainer#2706, easybuild-easyconfigs#11139, deepmd-kit#1362, trixie#41,
tensorflow#61700) were already held or already rejected.

At first look (the doctor of commit 2bfa426) the cause was named in 1 of the 6 broken logs,
first; there is no working run in the set. After the changes of the same day, 2 of 6, each
first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="nixpkgs-pytorch-source-build-no-cuda-pytorch-bin-has-cuda",
        source=_GH + "NixOS/nixpkgs/issues/189372",
        text=r"""### Describe the bug
pytorch / pytorch-bin behave handle cuda differently

### Steps To Reproduce
Steps to reproduce the behavior:
`nix-shell -p python310Packages.pytorch --run 'python3 -c "import torch; print(torch.cuda.is_available())"'`
False
`nix-shell -p python310Packages.pytorch-bin --run 'python3 -c "import torch; print(torch.cuda.is_available())"'`
True

### Expected behavior
i would expect the same behavior
Ideally both would return True if cuda is supported

### Metadata
Please run `nix-shell -p nix-info --run "nix-info -m"` and paste the result.

```console
[alice@host:~]$ nix-shell -p nix-info --run "nix-info -m"
 - system: `"x86_64-linux"`
 - host os: `Linux 5.15.63, NixOS, 22.05 (Quokka), 22.05.2785.cc634d9aa08`
 - multi-user?: `yes`
 - sandbox: `yes`
 - version: `nix-env (Nix) 2.8.1`
 - nixpkgs: `/nix/var/nix/profiles/per-user/root/channels/nixos`

```

(for tensorflow they both don't have cuda)""",
        expected_cause="framework-cpu-only-build",
        note="2022. NixOS 22.05. The last line is the poster's (lizelive) follow-up, before any answer. Maintainer tpwrules: 'The binary Pytorch wheels ship with the redistributable CUDA binaries because that's how upstream has chosen to distribute them them, and evidently Tensorflow wheels don't come with them. Nixpkgs does not enable CUDA support in source builds by default, both because CUDA is unfree software so Hydra will not build th[em]...' (the stored copy breaks off there); issue closed. python310Packages.pytorch (and tensorflow) from the binary cache is a CPU-only build unless cudaSupport is set; pytorch-bin is the upstream CUDA wheel.",
        platform="linux",
    ),
    CorpusLog(
        name="nixpkgs-jaxlib-cuda-shadowed-by-flax-propagated-cpu-jaxlib-ec2",
        source=_GH + "NixOS/nixpkgs/issues/156767",
        text=r"""### Describe the bug
The jax/jaxlib python packages are not detecting NVIDIA GPUs on EC2 instances running NixOS.

### Steps To Reproduce
Steps to reproduce the behavior:
1. Run a g4dn.xlarge EC2 instance including the following in its `/etc/nixos/configuration.nix`
```nix
  # NVIDIA drivers, etc.
  nixpkgs.config.allowUnfree = true;
  services.xserver.videoDrivers = [ "nvidia" ];
  hardware.opengl.enable = true;
```
2. Set up a `shell.nix` file as follows
```nix
let
  # Last updated: 1/17/2022. Check for new commits at status.nixos.org.
  pkgs = import (fetchTarball ("https://github.com/NixOS/nixpkgs/archive/bc59ba15b64d0a0ee1d1764f18b4f3480d2c3e5a.tar.gz")) { };
in
pkgs.mkShell {
  buildInputs = with pkgs; [
    python3
    python3Packages.flax
    python3Packages.jax
    (python3Packages.jaxlib.override { cudaSupport = true; })
  ];
}
```
3. Note
```
❯ nix-shell shell.nix --run "python -c 'import jax; print(jax.devices())'"
WARNING:absl:No GPU/TPU found, falling back to CPU. (Set TF_CPP_MIN_LOG_LEVEL=0 and rerun for more info.)
[<jaxlib.xla_extension.Device object at 0x7f6a26b50270>]
```""",
        expected_cause="framework-cpu-only-build",
        note="2022. The poster (samuela, who maintained the jax packages) states the cause in the same post: 'This is due to other packages including `jaxlib` in their `propagatedBuildInputs` instead of `checkInputs`. I'll follow up with a PR to fix all of these instances.', and the post goes on 'removing `flax` from shell.nix makes every[thing work]'; issue closed. flax propagated the default (CPU-only) jaxlib into the environment next to the CUDA override, and JAX loaded the CPU-only one. Text cut around the poster's own finding (that sentence and the closing 'OTOH...' paragraph left out).",
        platform="linux",
    ),
    CorpusLog(
        name="cactus-toil-slurm-job-issued-without-gpu-segalign-no-gpu-device",
        source=_GH + "ComparativeGenomicsToolkit/cactus/issues/884",
        text=r"""I'm trying to run progressive cactus on our Slurm GPU cluster, for which we have to request GPUs.

```
[2023-01-04T16:00:42-0800] [MainThread] [I] [toil.leader] Issued job 'LastzRepeatMaskJob' kind-LastzRepeatMaskJob/instance-ckyxwqlt v3 with job batch system ID: 128 and disk: 8.6 Gi, memory: 14.9 Gi, cores: 2, accelerators: [], preemptable: True
```

resulting in:

```        
RuntimeError: Command ['singularity', '--silent', 'run', '/projects/CanSeq/scratch/cactus/turtles/jobstore/cactus.img', 'segalign_repeat_masker', '/var/tmp/ef06a20ba6935e179dc6f6b333895d53/94eb/c872/tmpdubq_9kd.tmp', '--lastz_interval=10000000', '--markend', '--neighbor_proportion', '0.2', '--M', '10', '--step=3', '--ambiguous=iupac,100,100'] exited 1: stdout=None, stderr=Using 2 threads
        Error: No GPU device found!
```""",
        expected_cause="no-nvidia-driver",
        note="2023. Slurm cluster, cactus (SegAlign, a CUDA program) run through Toil in a Singularity image. The poster (oneillkza) named the cause in the opening post: 'Toil has the accelerators property that can be set to request these, but this is being left blank for `LastzRepeatMaskJob`' (left out of text); the job thus ran without a GPU allocation. Same day: 'This is probably related to #844', then 'OK, having tested the code in #844 I'm _fairly_ sure that it now requests the GPUs.' (a further problem, Toil's SlurmBatchSystem not seeing the GPUs, went to #887); closed. A job outside any GPU allocation, as for a build run outside a GPU job (labelled no-nvidia-driver elsewhere in the corpus): no GPU or driver reachable from where it ran.",
        platform="linux",
    ),
    CorpusLog(
        name="singularity-nv-nix-userland-ldconfig-unable-to-capture-nv-bind-points",
        source=_GH + "apptainer/singularity/issues/5002",
        text=r"""### Version of Singularity:

What version of Singularity are you using? Run:

```
$ singularity --version
singularity version 3.5.2-1.el7
```

```
$ singularity exec --nv pytorch.simg bash
WARNING: Unable to capture nv bind points: could not execute ldconfig: exit status 1
``` 
### Expected behavior

Not an error with ldconfig.""",
        expected_cause="container-toolkit-driver-not-found",
        note="2020. HPC site (the poster, mboisson, runs Compute Canada's software stack, whose Nix userland puts its own ldconfig on PATH). The poster in the opening post: 'Error with ldconfig, because it takes the wrong ldconfig' (left out of text), and next: 'this works fine: `PATH=/usr/sbin:$PATH singularity exec --nv pytorch.simg bash`'. Maintainer dtrudg fixed it in sylabs/singularity#5671 ('On systems with Nix/Guix type userland on top of a 'standard' distribution there may be a non-working userland `ldconfig` on `$PATH` that will fail to find the system installed CUDA libs. If we fail ... fall back to trying the default `/sbin/ldconfig`', 'Fixes #5002'); closed. Singularity's --nv, not the NVIDIA Container Toolkit, is what could not find the host's driver libraries, so the container got none.",
        platform="linux",
    ),
    CorpusLog(
        name="nixos-singularity-nvccli-nvidia-container-cli-not-in-singularity-conf",
        source=_GH + "NixOS/nixpkgs/issues/230851",
        text=r"""### Describe the bug
singularity cannot use nvidia gpu because it does not access 'nvidia-container-cli'

### Steps To Reproduce
Steps to reproduce the behavior:
1. add `programs.singularity.enable=true`
2. run `singularity exec --nvccli docker://nvidia/cuda:10.0-base nvidia-smi`

### Expected behavior
return result of `nvidia-smi`

### Screenshots
![image](https://user-images.githubusercontent.com/24451978/237062676-05a0a329-0303-412d-9339-49fc257de77e.png)""",
        expected_cause="container-toolkit-missing",
        note="2023. NixOS 23.05. Prose only: the error itself was a screenshot. The poster (misumisumi) went on: 'This is because the path is not listed in singularity.conf' (left out of text, from 'Additional context' on). Maintainer ShamrockLee confirmed it from the source: 'The source code clearly states that nvidia-container-cli will only be read from the configuration' (bin.go: 'cryptsetup & nvidia-container-cli paths must be explicitly specified'), and NixOS's singularity.conf named none; the issue was closed when apptainer's --nv was fixed (nixpkgs#279235), SomeoneSerge noting that --nvccli with singularity-ce stayed unfixed. Singularity could not reach the NVIDIA container CLI, so it could give the container no GPU. The opening sentence keeps the poster's suspicion, as posted.",
        platform="linux",
    ),
    CorpusLog(
        name="nixos-ollama-0-3-1-cuda-rtx3090-not-used-error-999-nvidia-uvm",
        source=_GH + "NixOS/nixpkgs/issues/333123",
        text=r"""Before I note the suspected bug (probably upstream) - thank you for all the hard work in maintaining what seems to be a complex derivation pkg.

### Describe the bug
Although ollama 0.28 and some previous versions supported the following option for cuda (it had worked without the package declared in the options below). As of the very recently merged 0.3.1 cuda/GPU no longer seems to be invoked when using ollama

```nix
  services.ollama = {
    # package = pkgs-stable.ollama-cuda;
    # package = pkgs.ollama-cuda;
    enable = true;
    openFirewall = true;
    host = "0.0.0.0";
    port = 11434;
    models = "/var/lib/ollama/models"; 
    acceleration = "cuda";
  };
```

I have checked and the GPU is working correctly with other projects that use the cuda library with the same nvidia GPU (RTX3090) - and it seems to be working fine""",
        expected_cause="cuinit-unknown-error",
        note="2024. NixOS, services.ollama with acceleration = \"cuda\". Prose and configuration only. The poster (stuzenz) found the cause himself the same day: the service's logs showed CUDA error 999 (unknown error), and 'what got it working this time was these two commands ... sudo modprobe nvidia_uvm # rebooted and tried again - but the GPU was only utilised after doing the following systemctl daemon-reload systemctl restart ollama'; 'the nix derivation might be fine'. CUDA's initialisation failed with the unknown error until the nvidia_uvm module was loaded. Closed; the closing reason is not in the stored copy. Text cut before the poster's second configuration block (the stored opening breaks off inside it).",
        platform="linux",
    ),
)
