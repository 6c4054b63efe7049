# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-ninth set of real threads: robot-learning simulators on the CUDA stack, from GitHub issues (2022-2026) of simulator and robot-learning repositories new to the corpus or nearly so (Genesis-Embodied-AI/genesis-world, google-deepmind/mujoco_playground, HybridRobotics/berkeley-humanoid-lite, isaac-sim/IsaacGymEnvs, isaac-sim/IsaacLab, Zhefan-Xu/NavRL).

Broken kinds held: Taichi (under Genesis) not finding libcuda.so under WSL2 until it was linked
into the library path, a PyTorch install that pulled an older cuDNN wheel under a JAX built for a
newer one (MuJoCo Playground), RTX 50-series GPUs (sm_120) with PyTorch builds for CUDA 12.1 and
11.7 under Isaac Lab based projects, Isaac Gym on a machine without a GPU, and Omniverse RTX
refusing a driver below its minimum. Working runs: none met.

Small set: most simulator threads the stored copies hold stop before any resolution (PhysX 'fail
to launch kernel' errors, Vulkan/EGL device errors in containers, 'no kernel image' from the Gym
PhysX plugin, Warp entry-point errors with R580 drivers), or name causes that belong to the
simulator itself (Warp 1.7.1 not working with CUDA 13 drivers, a container mount overwriting
Isaac Sim files). Those were left out. One thread on the RTX 5090 (Hellod035/LeggedLab#26) is
already in the corpus.

At first look (the doctor of commit dbf53a7) the cause was named in 4 of the 6 broken logs, 4
first; no working run to flag.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="genesis-taichi-libcuda-so-not-found-wsl-falls-back-to-cpu",
        source=_GH + "Genesis-Embodied-AI/genesis-world/issues/400",
        text=r"""Two issues occurred whenever the hello,genesis.py is running with backend=gs.gpu.

the first is  [cuda_driver.cpp:load_lib@36] libcuda.so lib not found.
the other is [misc.py:adaptive_arch_select@758] Arch=[<Arch.cuda: 3>] is not supported, falling back to CPU.

I have installed the libcuda.so and set the environment variables but the python still cannot find the correct path.

How can I solve these two problems?

And by the way , if I do not want to receive so much running information such as [INFO] Running at 65.80 FPS , what I should do to disable this output ?""",
        expected_cause="wsl-windows-driver-unreachable",
        note="2024. Another user (aNoWhale) with the same lines on WSL had written 'I found no libcuda.so in /usr/lib/x86_64_linux_gnu, so I made a link to libcuda.so in  /usr/wsl/lib which linked to my cuda for windows'; the poster (huang-xiansheng) answered 'I examined my own environment and found the same issues you mentioned, then I also linked my libcuda.so to /usr/lib/x86_64-linux-gnu via a soft link. Magically these two issues disappeared immediately'. Taichi's dlopen of libcuda.so did not search /usr/lib/wsl/lib. Odd: the opening post does not say WSL; the poster's setup is known as WSL only through 'the same issues you mentioned'.",
        platform="linux",
    ),
    CorpusLog(
        name="mujoco-playground-pytorch-install-downgrades-cudnn-wheel-under-jax",
        source=_GH + "google-deepmind/mujoco_playground/issues/146",
        text=r"""How to install pytorch with mujoco-playground? How to run train_rsl_rl.py?

...
```
E0614 09:34:18.652694   35835 cuda_dnn.cc:522] Loaded runtime CuDNN library: 9.5.1 but source was compiled with: 9.8.0.  CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.
E0614 09:34:18.653664   35835 cuda_dnn.cc:522] Loaded runtime CuDNN library: 9.5.1 but source was compiled with: 9.8.0.  CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.
E0614 09:34:18.712497   35835 cuda_dnn.cc:522] Loaded runtime CuDNN library: 9.5.1 but source was compiled with: 9.8.0.  CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.
...
```
This error is related to the version of CuDNN. I will give the version of CuDNN before and after I install pytorch.

Before I install the pytorch
```
nvidia-cublas-cu12        12.9.1.4
nvidia-cuda-cupti-cu12    12.9.79
nvidia-cuda-nvcc-cu12     12.9.86
nvidia-cuda-runtime-cu12  12.9.79
nvidia-cudnn-cu12         9.10.2.21
nvidia-cufft-cu12         11.4.1.4
nvidia-cusolver-cu12      11.7.5.82
nvidia-cusparse-cu12      12.5.10.65
nvidia-nccl-cu12          2.27.3
nvidia-nvjitlink-cu12     12.9.86
nvidia-nvshmem-cu12       3.2.5
```

After I install the pytorch
```
nvidia-cublas-cu12        12.6.4.1
nvidia-cuda-cupti-cu12    12.6.80
nvidia-cuda-nvcc-cu12     12.9.86
nvidia-cuda-nvrtc-cu12    12.6.77
nvidia-cuda-runtime-cu12  12.6.77
nvidia-cudnn-cu12         9.5.1.17
nvidia-cufft-cu12         11.3.0.4
nvidia-cufile-cu12        1.11.1.6
nvidia-curand-cu12        10.3.7.77
nvidia-cusolver-cu12      11.7.1.2
nvidia-cusparse-cu12      12.5.4.2
nvidia-cusparselt-cu12    0.6.3
nvidia-nccl-cu12          2.26.2
nvidia-nvjitlink-cu12     12.6.85
nvidia-nvshmem-cu12       3.2.5
nvidia-nvtx-cu12          12.6.77
```

After install the pytorch, the nvidia package is degraded. How to solve this problem? Is there anybody can give me a methods to install the pytorch environment?""",
        expected_cause="cudnn-version-mismatch",
        note="2025. The cause is shown by the poster's own package lists in the opening post: installing PyTorch (for CUDA 12.6) replaced nvidia-cudnn-cu12 9.10.2.21 with 9.5.1.17, while the JAX of MuJoCo Playground was built against cuDNN 9.8.0 ('Loaded runtime CuDNN library: 9.5.1 but source was compiled with: 9.8.0'). The thread is open and the stored copy holds no reported fix; the record rests on the loaded-versus-built lines and the before/after lists. The start of the opening post (before the log) is not in the stored copy.",
        platform="linux",
    ),
    CorpusLog(
        name="berkeley-humanoid-lite-isaaclab-rtx5090-sm120-torch251-cu121",
        source=_GH + "HybridRobotics/berkeley-humanoid-lite/issues/49",
        text=r"""  ## Summary
  Training fails on RTX 5090 (SM_120) with the default dependency stack.

  ## Environment
  - GPU: NVIDIA GeForce RTX 5090 (SM_120)
  - Driver: 590.48.01
  - OS: Ubuntu 24.04.4 LTS
  - Command:
    `uv run ./scripts/rsl_rl/train.py --task Velocity-Berkeley-Humanoid-Lite-v0 --headless`
  - Default stack in project:
    - `torch==2.5.1`
    - PyTorch index: `cu121`

  ## Repro
  1. Fresh setup with project default dependencies.
  2. Run:
     `uv run ./scripts/rsl_rl/train.py --task Velocity-Berkeley-Humanoid-Lite-v0 --headless`

  ## Actual
  PyTorch warns SM_120 is unsupported, then crashes:
  - `NVIDIA GeForce RTX 5090 with CUDA capability sm_120 is not compatible with the current PyTorch installation`
  - `RuntimeError: CUDA error: no kernel image is available for execution on the device`

  ## Expected
  Training should start normally on RTX 5090.""",
        expected_cause="compute-capability-unsupported",
        note="2026. Isaac Lab based humanoid training. The poster (Chenpeel) named the root cause in the report ('Current pinned PyTorch/CUDA stack (torch 2.5.1 + cu121) does not include SM_120 kernels'; left out of the text) and the same day opened the fix, pull request #50 'Fix RTX 5090 (SM_120) fails with default torch/cu121', which moved the project to Isaac Sim 5.1, Isaac Lab 2.3.2.post1 and the 'Torch CUDA 12.8 stack (cu128)' and was merged; the issue is closed.",
        platform="linux",
    ),
    CorpusLog(
        name="navrl-isaac-orbit-rtx5070ti-torch201-cu117-no-kernel-image",
        source=_GH + "Zhefan-Xu/NavRL/issues/82",
        text=r"""when i run python training/scripts/train.py, there is an error:

(RuntimeError: CUDA error: no kernel image is available for execution on the device
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with TORCH_USE_CUDA_DSA to enable device-side assertions.
Set the environment variable HYDRA_FULL_ERROR=1 for a complete stack trace.)

my running platform:5070ti  Torch: 2.0.1+cu117 
The workaround I found was to download the PyTorch Nightly version and a newer CUDA version, but the newer version of Torch would have compatibility issues with many dependent libraries. So, can you give me some new ideas for the project to run on a relatively new platform? 
Thank you so much！""",
        expected_cause="compute-capability-unsupported",
        note="2025. Isaac Sim (Orbit) drone-navigation training. The poster (Mming02) reported the next day: 'now , i use torch2.8.0.dev20250529+cu128 which support rtx 5070ti and successfully run the quick demo' (training itself then hit Orbit's pin to torch==2.0.1, a separate dependency conflict). PyTorch 2.0.1 for CUDA 11.7 has no kernels for the RTX 5070 Ti (sm_120).",
        platform="linux",
    ),
    CorpusLog(
        name="isaacgym-joint-monkey-machine-without-gpu-libcuda-so-1-missing",
        source=_GH + "isaac-sim/IsaacGymEnvs/issues/27",
        text=r"""On a machine without GPU:
```bash
lsb_release -a  # Ubuntu 20.04.4 LTS
python3 --version # Python 3.8.10
python3 -m venv ~/.virtualenvs/isaacgym
source ~/.virtualenvs/isaacgym/bin/activate
cd python
pip install -e .
cd examples
python joint_monkey.py
```
This gives:
```
*** Warning: failed to preload CUDA lib
*** Warning: failed to preload PhysX libs
Importing module 'gym_38' (/home/alice/Dropbox/Projects/ODEs for RL/isaacgym/python/isaacgym/_bindings/linux-x86_64/gym_38.so)
[Error] [carb] [Plugin: libcarb.gym.plugin.so] Could not load the dynamic library from /home/alice/Dropbox/Projects/ODEs for RL/isaacgym/python/isaacgym/_bindings/linux-x86_64/libcarb.gym.plugin.so. Error: libcuda.so.1: cannot open shared object file: No such file or directory
[Warning] [carb] Potential plugin preload failed: /home/alice/Dropbox/Projects/ODEs for RL/isaacgym/python/isaacgym/_bindings/linux-x86_64/libcarb.gym.plugin.so
Setting GYM_USD_PLUG_INFO_PATH to /home/alice/Dropbox/Projects/ODEs for RL/isaacgym/python/isaacgym/_bindings/linux-x86_64/usd/plugInfo.json
[Error] [carb] Failed to acquire interface: [carb::gym::Gym v0.1], by client: carb.gym.python.gym_38 (plugin name: (null))
Traceback (most recent call last):
  File "joint_monkey.py", line 59, in <module>
    gym = gymapi.acquire_gym()
RuntimeError: Failed to acquire
...""",
        expected_cause="no-nvidia-driver",
        note="2022. The cause is a fact the poster (tsbertalan) gives in the opening line: 'On a machine without GPU'; with no GPU there is no NVIDIA driver, so libcuda.so.1 (which Isaac Gym's gym plugin links against) does not exist. No answer in the stored copy (open issue); the poster's framing blamed the virtual environment. The traceback's last line is cut in the stored copy.",
        platform="linux",
    ),
    CorpusLog(
        name="isaaclab-omniverse-rtx-driver-535-18-below-minimum-535-129",
        source=_GH + "isaac-sim/IsaacLab/issues/4244",
        text=r"""2025-12-18T08:52:52Z [8,385ms] [Error] [gpu.foundation.plugin] The currently installed NVIDIA graphics driver is unsupported or has known issues.

Reason for failure: The minimum Omniverse RTX requirement on Linux
Installed driver: 535.18
The unsupported driver range: [0.0, 535.129)

The recommended drivers: 535.161.07 (GameReady, Studio, RTX/Quadro, Grid/vGPU)
The latest driver version may also work but is not fully tested.
2025-12-18T08:52:52Z [8,385ms] [Error] [carb.scenerenderer-rtx.plugin] rtx driver verification failed.

仿真的时候会报错，显卡驱动版本是272,总是莫名其妙弹出来18,然后sim打开之后就什么都看不见""",
        expected_cause="driver-too-old",
        note="2025. Omniverse's own check names the cause in the log ('Installed driver: 535.18 / The unsupported driver range: [0.0, 535.129)'), and the thread (closed) treats upgrading the driver as the fix: a later user asks the answerer Legendrexial 'Hello，请问出了升级驱动有别的方法吗？在集群上起任务没法改驱动' (is there a way other than upgrading the driver? on the cluster the driver cannot be changed). The answer itself is not in the stored copy. The poster's Chinese line says the simulator then shows nothing.",
        platform="linux",
    ),
)
