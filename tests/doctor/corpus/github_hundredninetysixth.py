# ruff: noqa: E501, W291, E101 - log lines are quoted verbatim (long, some with trailing spaces, tabs)
"""A hundred-and-ninety-sixth set of real threads, gathered apart, from GitHub issues (issues corpus) in self-driving-car projects that run TensorFlow models next to a driving simulator (carla-simulator/imitation-learning, aws-deepracer-community/deepracer-core, microsoft/AutonomousDrivingCookbook), found with plain words a user would type.

Broken kinds held: a TensorFlow without CUDA support under code that pins its graph to
/device:GPU:0 (CARLA's conditional imitation learning agent), the NVIDIA image of DeepRacer's
SageMaker container launched on a machine that has no GPU (prose with one log line), and
TensorFlow taking the whole GPU memory while the AirSim simulator shares the GPU (cuBLAS and cuDNN
handles that cannot be allocated). Working runs: none met with a confirmation.

Small set, all of 2019: most hobby-robotics, self-driving and drone threads the searches returned
(donkeycar, udacity, AirSim, CARLA, DeepRacer, LGSVL, Tello, OpenBot, TurtleBot) were either
already in the corpus or had no confirmation in the stored text (their resolution, if any, lies
past the stored opening). Left out for that reason: carla-simulator/imitation-learning#87
(cudart64_100.dll on Windows; only another user's 'Fixed by installing cuda 10 and libcudnn 7.4
with tensorflow-gpu==1.15'), tensorflow/tensorflow#23130 and microsoft/AirSim#1425 (cuDNN
ALLOC_FAILED only while AirSim runs; no answer stored), lgsvl/simulator#1922 (an RTX 3060 with an
old TensorFlow pausing about four minutes at start; no answer stored) and
aws-deepracer-community/deepracer-core#45 ('Unknown runtime specified nvidia'; no answer stored).

At first look (the doctor of commit 25eae08) the cause was named in 2 of the 3 broken logs, both
first; the DeepRacer post (no GPU, GPU image) got no finding. No working run in the set.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="carla-cil-run-cil-gpu0-pinned-cuda-not-enabled",
        source=_GH + "carla-simulator/imitation-learning/issues/76",
        text=r"""Hi @felipecode 
I suffer from an issue when running run_CIL.py of invalid argument error as:

InvalidArgumentError (see above for traceback): Cannot assign a device for operation input_image: node input_image (defined at /home/alice/imitation-learning/agents/imitation/imitation_learning.py:42) was explicitly assigned to /device:GPU:0 but available devices are [ /job:localhost/replica:0/task:0/device:CPU:0, /job:localhost/replica:0/task:0/device:XLA_CPU:0 ]. Make sure the device specification refers to a valid device. The requested device appears to be a GPU, but CUDA is not enabled.
	 [[node input_image (defined at /home/alice/imitation-learning/agents/imitation/imitation_learning.py:42) ]]

Thanks in advance.""",
        expected_cause="tensorflow-cpu-only-build",
        note="2019. The poster confirmed the fix himself three days later and closed the issue: 'Problem fixed by upgrade CUDA to 9.0 and uninstall and install tensorflow-gpu. Issue close!' TensorFlow's own line 'The requested device appears to be a GPU, but CUDA is not enabled' says the TensorFlow in use was built without CUDA; reinstalling tensorflow-gpu (with CUDA 9.0 for it) was the fix. The agent's imitation_learning.py pins its graph to /device:GPU:0, so the CPU-only build failed instead of falling back. The home directory was already masked as XXXXX in the post.",
        platform="linux",
    ),
    CorpusLog(
        name="deepracer-sagemaker-nvidia-image-on-machine-without-gpu",
        source=_GH + "aws-deepracer-community/deepracer-core/issues/47",
        text=r"""Trying to launch image: crr0004/sagemaker-rl-tensorflow:nvidia, in docker logs, when I want it to run on console as I don't have GPU

As sagemaker was not running on docker ps, I found out there was this error "Trying to launch image: crr0004/sagemaker-rl-tensorflow:nvidia"""
        + '"',
        expected_cause="container-toolkit-missing",
        note="2019. Prose with one log line (the issue's title and the poster's first comment). Maintainer crr0004: 'There are a couple images. The NVIDIA image is for GPUs. You can change it to, crr0004/sagemaker-rl-tensorflow:console for the no GPU version'; the poster: 'Hey! Thanks alot!!! It worked'. The SageMaker container of DeepRacer's local training was the NVIDIA (GPU) image on a machine without an NVIDIA GPU, so Docker could not start it; the CPU image was the fix. The catalogue's container-toolkit-missing covers a machine with no NVIDIA GPU for Docker. The platform is not stated (the local training stack is Docker on Linux; linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="airsim-cookbook-cublas-cudnn-alloc-failed-simulator-shares-gpu",
        source=_GH + "microsoft/AutonomousDrivingCookbook/issues/12",
        text=r"""failed to create cublas handle: CUBLAS_STATUS_ALLOC_FAILED
Could not create cudnn handle: CUDNN_STATUS_ALLOC_FAILED""",
        expected_cause="memory-growth-disabled",
        consequences=frozenset({"gpu-out-of-memory"}),
        note="2019. The two error lines as quoted by a later commenter (NotAnyMike) in a thread about running the cookbook's TestModel.ipynb against the AirSim simulator; the opening post of the thread is about a connection problem and is not used. The commenter named the cause and confirmed his own fix: the errors come 'because tf is using all GPU memory, you can avoid it by allocating memory dynamically' (config.gpu_options.allow_growth = True set on the Keras session), 'That solved the problem for me'. TensorFlow reserving the whole GPU while the AirSim (Unreal) simulator needs part of the same GPU. The stored comment quotes only these two lines, not the full log; the platform is not stated (the cookbook is run from PowerShell on Windows).",
        platform="windows",
    ),
)
