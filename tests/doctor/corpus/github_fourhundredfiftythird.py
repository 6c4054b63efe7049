# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-fiftythird set of real threads: reinforcement learning, robotics and simulation on NVIDIA GPUs (2021-2025), from GitHub issues on Unity-Technologies/ml-agents, ray-project/ray, google-deepmind/mujoco_playground, edbeeching/godot_rl_agents, gazebo-tooling/gzdev, AuTURBO/RDSim, YanjieZe/rl3d, dongdongbh/RCQL and hemerson1/offline-glucose.

Broken kinds held: a PyTorch build without kernels for the GPU's architecture (an RTX 3070 Ti
and an RTX 3080 Ti under builds for CUDA 10.2 in ml-agents and in RLlib under godot_rl_agents,
an A100 under torch 1.7.1+cu101 in an offline-RL repository, an RTX 6000 Ada under a repository's
pinned torch; 4), a CPU-only build of the framework (jaxlib without CUDA under MuJoCo Playground
on an EC2 L4, the CPU torch inside the rayproject/ray-ml nightly-gpu image, conda's CPU pytorch
under a robot-reaching RL repository; 3), Docker with no GPU device driver registered (the NVIDIA
Container Toolkit set up for rootful Docker only, while gzdev drove another daemon for a Gazebo
simulation) and `--gpus` asked for on a machine with no NVIDIA GPU (a ROS/Gazebo simulator).
All broken: 9; working runs: 0.

Left out: threads whose stored copy ends before any answer or whose fix came from someone other
than the poster and was not confirmed (isaac-sim/IsaacGymEnvs#33, isaac-sim/IsaacLab#2647 and
#3114, autonomousvision/transfuser#325, DLR-RM/stable-baselines3#345 and #976,
zhejz/carla-roach#21, trackmania-rl/tmrl#15, ZiwenZhuang/parkour#1, bold-lab-ai/JaxMARL#134,
ray-project/ray#45674/#45408/#45710, #5214, #33798); threads whose stored copy lacks the first
post (ray-project/ray#47364, CUDA_VISIBLE_DEVICES set in a conda environment; isaac-sim/IsaacLab#142);
causes inside RLlib itself (ray-project/ray#3265, #16715, #17397, #50053: ray.get_gpu_ids() or
get_devices() returning nothing while torch sees the GPU) or in Isaac Sim's bundled Warp
(isaac-sim/IsaacSim#229, LightwheelAI/leisaac#35: Warp 1.7.1 against R580 drivers, no catalogue
ID, and the poster did not confirm); Omniverse RTX renderer driver checks, which are not the CUDA
side (isaac-sim/IsaacLab#852, isaac-sim/IsaacAutomator#40); PhysX simulation settings and plain
memory limits in legged_gym (#11, #64); Unity-Technologies/ml-agents#5973 (an RTX 4090 under
PyTorch 1.x: the poster named the cause but no fix is reported) and #6055 (a CPU-only torch named
only in a maintainer's pull request, the issue closed as stale). openai/roboschool#185,
isri-aist/BaselineWalkingController#21 and HybridRobotics/berkeley-humanoid-lite#49 were found
again but are already held. A Chinese blog post on Isaac Gym's 'CUDA driver version is 11020,
expected at least 11040' was left out as not a thread.

At first look (the doctor of commit 2bfa426) the cause was named in 6 of the 9 broken logs,
each first; there is no working run in the set. After the changes of the same day, 8 of 9, each
first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="mlagents-rtx3070ti-sm86-torch-181-cu102-no-kernel-image",
        source=_GH + "Unity-Technologies/ml-agents/issues/5531",
        text=r"""**Describe the bug**
As title mentioned, I just upgraded my PC to RTX3070Ti + Ryzen 5600X
After trying to run training i encountered this error:

```
GeForce RTX 3070 Ti with CUDA capability sm_86 is not compatible with the current PyTorch installation.
The current PyTorch install supports CUDA capabilities sm_37 sm_50 sm_60 sm_70.
If you want to use the GeForce RTX 3070 Ti GPU with PyTorch, please check the instructions at https://pytorch.org/get-started/locally/
...
...
RuntimeError: CUDA error: no kernel image is available for execution on the device
```

**Environment (please complete the following information):**
- Unity Version:  Unity 2020.3.11f1
- OS + version: Ubuntu 18.04
- _ML-Agents version_: ML-Agents 2.1.0 dev set up
- _Torch version_: 1.8.1
- _Environment_: Custom""",
        expected_cause="compute-capability-unsupported",
        note="2021. The poster (MrOCW), the same day: 'issue resolved by installing pytorch with cuda 11.1 after the normal installaion that installs with cuda 10.2!'; closed. The default torch 1.8.1 wheel was built for CUDA 10.2 with no sm_86 kernels for the Ampere card.",
        platform="linux",
    ),
    CorpusLog(
        name="godot-rl-rllib-ppo-rtx3080ti-sm86-torch-cu102-build",
        source=_GH + "edbeeching/godot_rl_agents/issues/9",
        text=r"""Examples crash on Nvidia GPUs - Pytorch requires CUDA support

After the default installation from requirements.txt the examples crash on my PC with a 3080 Ti.

Here's the relevant error:

```
(pid=14972) NVIDIA GeForce RTX 3080 Ti with CUDA capability sm_86 is not compatible with the current PyTorch installation.
(pid=14972) The current PyTorch install supports CUDA capabilities sm_37 sm_50 sm_60 sm_70.
(pid=14972) If you want to use the NVIDIA GeForce RTX 3080 Ti GPU with PyTorch, please check the instructions at https://pytorch.org/get-started/locally/
[...]
ray.exceptions.RayActorError: The actor died because of an error raised in its creation task, ray::PPO.__init__() (pid=14972, ip=192.168.178.46)
[...]
ray.tune.error.TuneError: ('Trials did not complete', [PPO_godot_2d6ae_00000])
```""",
        expected_cause="compute-capability-unsupported",
        note="2022. The first line is the issue's title. The poster (mischkadb) in the same post, after the log: 'There is no compatible version of PyTorch 1.9.0 with CUDA 11.3 in pip, so I tested the latest stable version of PyTorch (1.11.0 as of date) and it worked like a charm' (pip3 install torch==1.11.0+cu113); closed. The requirements' torch 1.9.0 (CUDA 10.2 build) has no sm_86 kernels; the RLlib PPO actor died on it. The thread does not name the OS; linux is assumed.",
        platform="linux",
    ),
    CorpusLog(
        name="rcql-rtx6000-ada-pinned-old-torch-gpu-unused",
        source=_GH + "dongdongbh/RCQL/issues/8",
        text=r"""Compatibility issue with RTX 6000 Ada (CUDA ≥ 11.6 not supported by provided torch versions)

I tried running the repository on an NVIDIA RTX 6000 Ada GPU. These GPUs require CUDA 11.6 or later, but the PyTorch versions specified in the repo are not compatible with that CUDA version. As a result, the current setup fails to utilize the GPU properly. It is running with the cpu-only torch though.""",
        expected_cause="compute-capability-unsupported",
        note="2025. The first line is the issue's title. The poster (anurag-overfits) the same day: 'Found a fix. Posting here for accessibility.' A new conda environment (python 3.8) with 'pip install torch==1.13.1+cu116 torchvision==0.14.1+cu116 ...' plus one device fix in the repository's code; closed. The repository's pinned torch builds carry no kernels the Ada GPU (sm_89) can run. Prose only; the OS is not named (a conda environment; linux assumed).",
        platform="linux",
    ),
    CorpusLog(
        name="offline-glucose-a100-sm80-torch-171-cu101",
        source=_GH + "hemerson1/offline-glucose/issues/2",
        text=r"""## Environment (problematic setup)

* GPU: NVIDIA A100-SXM4-80GB
* Driver-reported CUDA version: 12.2
* Original environment:

  * `python=3.8`
  * `gym==0.9.4`
  * `torch==1.7.1+cu101`
  * `torchvision==0.8.2+cu101`
  * `numpy==1.22.3`
  * `simglucose` (installed from `git+https://github.com/hemerson1/simglucose.git`)

## Error / Symptoms

On startup / during training, PyTorch prints a warning like:

```
UserWarning:
NVIDIA A100-SXM4-80GB with CUDA capability sm_80 is not compatible with the current PyTorch installation.
The current PyTorch install supports CUDA capabilities sm_37 sm_50 sm_60 sm_70 sm_75.
If you want to use the NVIDIA A100-SXM4-80GB GPU with PyTorch, please check the instructions at https://pytorch.org/get-started/locally/
```""",
        expected_cause="compute-capability-unsupported",
        note="2025. The poster (Cho-Geonwoo) reports his own fix in the issue (title '[A100] CUDA capability mismatch resolved by upgrading to PyTorch with CUDA 11.8'): the torch==1.7.1+cu101 build 'does not include support for `sm_80` (A100)'; 'Creating a fresh conda environment with a newer PyTorch build that ships with CUDA 11.8 resolved the issue.' Text taken from the post's environment and symptom sections (its summary, which states the cause and fix, is left out; the stored copy is cut after the warning). Offline RL (TD3-BC style) on the simglucose gym environment. The OS is not named (an A100-SXM4 server; linux assumed).",
        platform="linux",
    ),
    CorpusLog(
        name="mujoco-playground-ec2-l4-jaxlib-without-cuda",
        source=_GH + "google-deepmind/mujoco_playground/issues/26",
        text=r"""dm_control example code not picking up cuda device when running in custom jupyter lab environment

I am trying to reproduce the dm_control_suite.ipynb example on an EC2 instance with L4 gpu. I was able to generate the video successfully, but state.obs.device shows cpu device. `nvidia-smi` reports L4 successfully.

<img width="1209" alt="Image" src="https://github.com/user-attachments/assets/e5f149da-4bba-4213-8aa9-125f246cb687" />

Is there any special setup I should do?""",
        expected_cause="framework-cpu-only-build",
        note="2025. The first line is the issue's title. The poster (dementrock) the same day: 'Found the issue so closing myself:' quoting 'WARNING:2025-01-19 21:22:46,211:jax._src.xla_bridge:987: An NVIDIA GPU may be present on this machine, but a CUDA-enabled jaxlib is not installed. Falling back to cpu.' The JAX in the Jupyter environment had no CUDA plugin, so MJX/Brax ran on the CPU. Prose only (the screenshot is not in the text).",
        platform="linux",
    ),
    CorpusLog(
        name="ray-ml-nightly-gpu-image-torch-cpu-build",
        source=_GH + "ray-project/ray/issues/14683",
        text=r"""### What is the problem?

The latest docker builds for ray-ml do not support the gpu with torch.

Note: tensorflow works

### Reproduction (REQUIRED)

`docker run --gpus all -it rayproject/ray-ml:nightly-gpu python -c "import torch; print(torch.cuda.is_available())"`

outputs false

- [x] I have verified my script runs in a clean environment and reproduces the issue.
- [x] I have verified the issue also occurs with the [latest wheels](https://docs.ray.io/en/master/installation.html).""",
        expected_cause="framework-cpu-only-build",
        note="2021. The poster (Sertingolix) the same day: 'Apparently the cpu version is installed in this container ... In the meantime you can install torch gpu in the running container or build a new one' (with a Dockerfile); maintainer ijrsvt: 'I was under the impression that installing `torch+cu110` was sufficient for GPU support ... I will look into getting this working!'; closed. The rayproject/ray-ml:nightly-gpu image shipped a CPU-only torch while its TensorFlow saw the GPU.",
        platform="linux",
    ),
    CorpusLog(
        name="gzdev-gazebo-docker-gpus-nvidia-ctk-configured-for-rootful-only",
        source=_GH + "gazebo-tooling/gzdev/issues/97",
        text=r"""## Command that was run
` gzdev ign-docker-env fortress`

### Other noteworthy output
```
building > debconf: delaying package configuration, since apt-utils is not installed
.
.
.
building > Successfully built 168bb71ae8de
Executing command: 
docker run --rm  --gpus all  -e DISPLAY -e TERM   -e QT_X11_NO_MITSHM=1   -e XAUTHORITY=/tmp/.dockeribnj7gd7.xauth -v /tmp/.dockeribnj7gd7.xauth:/tmp/.dockeribnj7gd7.xauth   -v /tmp/.X11-unix:/tmp/.X11-unix   -v /etc/localtime:/etc/localtime:ro  168bb71ae8de /bin/bash
docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]]

Run 'docker run --help' for more information
Non-interactive Docker run failed
 Command '['docker', 'run', '--rm', '--gpus', 'all', '-e', 'DISPLAY', '-e', 'TERM', '-e', 'QT_X11_NO_MITSHM=1', '-e', 'XAUTHORITY=/tmp/.dockeribnj7gd7.xauth', '-v', '/tmp/.dockeribnj7gd7.xauth:/tmp/.dockeribnj7gd7.xauth', '-v', '/tmp/.X11-unix:/tmp/.X11-unix', '-v', '/etc/localtime:/etc/localtime:ro', '168bb71ae8de', '/bin/bash']' returned non-zero exit status 125.

```

Extra info:
I have already installed `nvidia-container-toolkit` on this machine!""",
        expected_cause="container-runtime-not-configured",
        note="2025. The last two lines are the poster's own follow-up before the answer. The poster (VestaCord) the same day: 'Hi, I found the issue, my nvidia-ctk config toml was misconfigured to only run rooted docker.' The toolkit was installed but not set up for the Docker daemon gzdev used, so that daemon had no GPU device driver to hand out (Gazebo Fortress simulation container).",
        platform="linux",
    ),
    CorpusLog(
        name="rdsim-docker-gpus-on-machine-without-nvidia-gpu",
        source=_GH + "AuTURBO/RDSim/issues/4",
        text=r"""GPU 없는 환경에서 docker run 실행 시 에러

docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].
ERRO[0000] error waiting for container: context canceled""",
        expected_cause="container-toolkit-missing",
        note="2024. The first line is the issue's title, in Korean: 'Error when running docker run in an environment without a GPU'. The poster (passingduck) the same day: 'run_command.sh 파일의 --gpu argument 삭제로 해결' ('solved by deleting the --gpu argument in run_command.sh') and posted the docker run command without it; closed. The machine has no NVIDIA GPU, so Docker could not give one to the ROS/Gazebo simulator's container.",
        platform="linux",
    ),
    CorpusLog(
        name="rl3d-conda-pytorch-cpu-build-must-have-cuda-enabled",
        source=_GH + "YanjieZe/rl3d/issues/4",
        text=r"""when solving the environment, i encountered some problem.
I followed the instruction at first, but failed to install "gym", i thus followed a closed issue mentioned previously.
but after that, when i typed "bash scripts/train.sh", the output are as follow:
TYPE  state+image
Found 1 GPUs for rendering. Using device 0.
camera traj len: 50
Working directory: logs/robot_reach/sacv2_3d/default/0
Traceback (most recent call last):
  File "src/train.py", line 240, in <module>
    main(args) 
  File "src/train.py", line 104, in main
    assert torch.cuda.is_available(), 'must have cuda enabled'
AssertionError: must have cuda enabled
I am now wondering if i have installed the right version of pytorch.
Could you offer any help or instructions about that? many thanks!

Supplement:
(rl3d) alice@host:~/rl3d-main$ conda list pytorch
# packages in environment at /home/alice/miniconda3/envs/rl3d:
#
# Name                    Version                   Build  Channel
pytorch                   2.1.0           cpu_py38hab5cca8_0    defaults""",
        expected_cause="framework-cpu-only-build",
        note="2024. The 'Supplement' is the poster's own follow-up comment the same day (a screenshot comment after it is left out). The poster (bb0928), a week later: 'I have updated my torch to gpu version and it works.' conda had installed the CPU build of pytorch 2.1.0 from defaults (robot-reaching SAC training with 3D observations).",
        platform="linux",
    ),
)
