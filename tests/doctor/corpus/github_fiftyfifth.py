# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A fifty-fifth set of real threads, gathered apart: GitHub issues on the trackers of reinforcement-learning, robotics, simulation and game-AI code that runs TensorFlow on a GPU, any year.

Broken set-ups: CUDA or cuDNN libraries missing for the TensorFlow build (ML-Agents' TF 1.5
on CUDA 8, a game-AI tool without cuDNN, Jetson wheels built for another JetPack, a
donkeycar extra that replaces Colab's TensorFlow, acme's CUDA 11 TensorFlow on CUDA 10.1),
sessions that take all GPU memory (ML-Agents, a driving model beside its simulator), a
game-agent image run without the NVIDIA runtime, CPU-only tensorflow packages and images
(a DeepRacer SageMaker image, softlearning's pinned tensorflow, an AlphaZero port), a CARLA
agent out of GPU memory, TensorFlow after 2.10 on native Windows (a game bot), and threads
whose confirmed cause has no catalogue finding (a ROCm host's virtual memory, a stale CUDA
cache, a local environment fixed by Docker, networks that need a GPU run on a CPU, Ray not
seeing WSL2's GPU, a script started through its file association).

Working runs: an RLlib agent and ML-Agents' PPO on the GPU using little of it, an RLlib
trading agent whose low GPU use is expected.

At first look (the doctor of commit c3cc5c4, before this set was read) the cause was named in 8
of the 22 broken logs (7 have no catalogue cause), each first; one of the three working runs was
flagged (an RLlib run using 1 GB of a 16 GB GPU, given the usual causes of a GPU not used).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    CorpusLog(
        name="gan-theft-auto-windows-cudnn64-8-dll-not-found",
        source=_GH + "Sentdex/GANTheftAuto/issues/7",
        text=r"""Hi, i got Gan Theft Auto to launch just fine, but it runs at 1 Frame a second. I figured it was because it wasn't properly detecting my GPU, and I found this:

```
2021-06-19 20:31:56.833152: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'cudnn64_8.dll'; dlerror: cudnn64_8.dll not found
2021-06-19 20:31:56.833248: W tensorflow/core/common_runtime/gpu/gpu_device.cc:1766] Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed properly if you would like to use GPU. Follow the guide at https://www.tensorflow.org/install/gpu for how to download and setup the required libraries for your platform.
```

I tried everything and I'm not sure what could still be causing this? I have CUDA toolkit installed.""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The poster confirmed: 'oh hey i fixed it, it was cudnn that was required to make it work' (cuDNN was not installed next to the CUDA toolkit).",
        platform="windows",
    ),
    CorpusLog(
        name="ml-agents-tf-1-5-needs-cudart64-90-cuda-8-installed",
        source=_GH + "Unity-Technologies/ml-agents/issues/354",
        text=r"""I try to install lastest version of tensorflow-gpu (1.5.0). Python immediately say wrong CUDA version when import tf
`  File "C:\ProgramData\Anaconda3\envs\tensorflow-gpu\lib\site-packages\tensorflow\python\platform\self_check.py", line 82, in preload_check
    % (build_info.cudart_dll_name, build_info.cuda_version_number)) `
` ImportError: Could not find 'cudart64_90.dll'. TensorFlow requires that this DLL be installed in a directory that is named in your %PATH% environment variable. Download and install CUDA 9.0 from this URL: https://developer.nvidia.com/cuda-toolkit `

Then I saw tutorial install video use CUDA 8.0 && tensorflow-gpu 1.3.0 .
This has really bug me since I took quite some time to find archive version of tensorflow-gpu.

Since we do not have any forum, so, can someone explain if it is possible to update to better version and ml-agents still possible work.""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="tensorflow-gpu 1.5 wants CUDA 9.0's cudart64_90.dll while the ML-Agents tutorial set-up has CUDA 8.0; the maintainer said to train with TF 1.4 and the poster confirmed: 'Current version only work with Tensorflow 1.4. Got it thks'.",
        platform="windows",
    ),
    CorpusLog(
        name="tf-agents-rocm-rx480-llvm-out-of-memory-virtual-memory",
        source=_GH + "tensorflow/agents/issues/168",
        text=r"""Hi, 
I have a problem when calling the initialize() function of the agent with tensorflow-Rocm and AMD RX 480, the system returns LLVM ERROR: out of memory, do I have to set some particular variable for this to work?""",
        expected_cause=None,
        harmless=False,
        note="The poster answered it himself: 'never mind, it was a virtual memory related problem in ubuntu' (host virtual memory on a ROCm build, no catalogue cause). Prose only, weak.",
        platform="linux",
    ),
    CorpusLog(
        name="rllib-ppo-uses-1gb-of-16gb-gpu-is-fine",
        source=_GH + "ray-project/ray/issues/8680",
        text=r"""Hi, Is it possible to check whether rllib using tensorflow gpu or not? I try to run ray tune with PPO Algorithm and num_gpus = 1, but It only using 1GB /16GB of my GPU. Is this because the rllib using tensorflow CPU instead of GPU?""",
        expected_cause=None,
        harmless=True,
        note="A Ray maintainer (ericl): 'RLlib will raise an error if GPU support isn't working actually. The reason it's only using 1GB is since your model/batch size is small.' Not disputed; the GPU was in use. Prose only; the platform is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="ml-agents-0-13-session-takes-all-gpu-memory",
        source=_GH + "Unity-Technologies/ml-agents/issues/3192",
        text=r"""All the gpu memory is occupied in the beginning of training if I experiment with mlagents 0.13.0.
This phenomenon didn't happen until 0.12.1. 
I experimented with 3DBall example on CentOS7, tensorflow 1.13.1.
I both tried PPO and SAC.""",
        expected_cause="memory-growth-disabled",
        harmless=False,
        note="A maintainer (chriselion): 'This was a bug that was fixed in the 0.13.1 release; see ... pull/3219' — that PR gives a new tf.Session its own allow_growth config ('By default, a tf.Session will take up all GPU memory'). Prose only.",
        platform="linux",
    ),
    CorpusLog(
        name="ml-agents-learn-py-takes-all-gpu-memory",
        source=_GH + "Unity-Technologies/ml-agents/issues/612",
        text=r"""Hello,

When I run a training using `learn.py`, the process allocated all the memory of the GPU.
Is there a way to avoid this, and make it takes only what it needs?

Thanks""",
        expected_cause="memory-growth-disabled",
        harmless=False,
        note="The poster: 'The solution of @Sohojoe worked for me, thanks!'; a maintainer then made PR#1192 'Prevents one training session from taking all GPU memory' (allow_growth). Prose only; the helper's comment itself was not seen; the platform is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="circuit-training-ppo-cublas-error-local-env-docker-fixed",
        source=_GH + "google-research/circuit_training/issues/48",
        text=r"""Hi,

I am trying run CT with dreamplace and I am getting the following error from the [training log](https://github.com/google-research/circuit_training/files/10713859/ct_train.log).
```
W tensorflow/core/framework/op_kernel.cc:1830] OP_REQUIRES failed at matmul_op_impl.h:622 : INTERNAL: cublas error
```
Here is the screenshot of the error:
![image](https://user-images.githubusercontent.com/80145162/218263245-b04edd72-961e-4380-9b64-93a61aefe5b3.png)

So I tried running CT using FD and I was still getting the same error.  Then I observed if I do not import dreamplace_core I do not have any such problem.

Can you please help me to figure out why I am getting this error? Also, how to fix it?

Thanks,
Sayak""",
        expected_cause=None,
        harmless=False,
        note="The poster: 'I have started using the docker environment and I am not getting this error any more. So, I am assuming there is some problem in my local environment.' The local cause was never singled out (no catalogue cause); weak; the platform is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="retro-contest-agent-image-libcuda-missing-without-nvidia-runtime",
        source=_GH + "openai/retro-contest/issues/6",
        text=r"""### The Issue:
`import tensorflow` fails with `ImportError: libcuda.so.1: cannot open shared object file: No such file or directory`  using `openai/retro-agent:tensorflow` as the base docker image.

The issue exists in `openai/retro-agent:tensorflow-1.4` also. Haven't tested other tags.""",
        expected_cause="container-without-gpus",
        harmless=False,
        note="An OpenAI maintainer (endrift): 'You need to use nvidia-docker (--runtime nvidia), at which point it will work properly.' Not disputed by the poster. Short paste.",
        platform="linux",
    ),
    CorpusLog(
        name="alpha-zero-general-keras-cpu-only-until-tensorflow-gpu",
        source=_GH + "suragnair/alpha-zero-general/issues/60",
        text=r"""Hi, first i want to thank you for this awesome repo.

I have a question about gpu utilization, because on my computer, when building model using OthelloGame and pytorch\OthelloNNNet, gpu utilization doesn't surpass the 2% mark, and I have gtx 1070 graphics card.

![image](https://user-images.githubusercontent.com/21958321/39961089-23e6329a-562f-11e8-9aab-55b1721e7443.png)

Is there something going on that I don't know about, or is this NN model just not deep enough to use all gpu power.

I've tried increasing batch size and changing 'cuda' flag to True, but that doesn't seem to help.

Also one more question. Is gpu also used with tensorflow and keras models? With these NN models, I am only getting CPU load and not gpu.""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="The maintainer: 'You just need to configure your TensorFlow or Keras to use GPU by default (e.g. you need to be using tensorflow-gpu)'; the poster: 'Thanks for pointing out tensorflow-gpu. Now both Keras and TensorFlow are using GPU - 40% at that!' Prose only (2018, the CPU-only 'tensorflow' package); the platform is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="leela-chess-train-conv2d-nhwc-only-on-cpu",
        source=_GH + "glinscott/leela-chess/issues/286",
        text=r"""InvalidArgumentError (see above for traceback): Conv2DCustomBackpropInputOp only supports NHWC.""",
        expected_cause="model-needs-gpu",
        harmless=False,
        note="The maintainer: 'You need a GPU unfortunately - tensorflow doesn't support CPU with our network architecture currently' (training ran on the CPU; the NCHW network needs a GPU). One error line, weak; the platform is not stated. Labelled model-needs-gpu (2026-11-28), the entry since made for it: the model's NCHW operations run on a GPU only.",
        platform="linux",
    ),
    CorpusLog(
        name="deep-rl-dqn-cudnn-internal-error-stale-nv-cache",
        source=_GH + "carpedm20/deep-rl-tensorflow/issues/43",
        text=r"""Hi,

I have the above error whenever I use GPU for training 
My command used for running:
python3 main.py --network_header_type=nature --env_name=Breakout-v0 --is_train=True --display=True --t_train_max=50
The crash comes whenever it reaches a certain number of training (about 10%). Full error report:

10%|██▍                      | 49973/500000 [02:52<25:54, 289.55it/s]2018-05-28 23:08:09.915921: E tensorflow/stream_executor/cuda/cuda_dnn.cc:385] could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR
2018-05-28 23:08:09.915959: E tensorflow/stream_executor/cuda/cuda_dnn.cc:352] could not destroy cudnn handle: CUDNN_STATUS_BAD_PARAM
2018-05-28 23:08:09.915981: F tensorflow/core/kernels/conv_ops.cc:667] Check failed: stream->parent()->GetConvolveAlgorithms( conv_parameters.ShouldIncludeWinogradNonfusedAlgo<T>(), &algorithms) 
Aborted (core dumped)

Is anyway to fix this? Thanks!""",
        expected_cause=None,
        harmless=False,
        note="The poster closed it himself: 'I can fix by using this command \"sudo rm -rf ~/.nv/\"' (a stale CUDA compute cache; no catalogue cause).",
        platform="linux",
    ),
    CorpusLog(
        name="rllib-wsl2-ray-finds-no-gpu-though-tensorflow-does",
        source=_GH + "ray-project/ray/issues/17914",
        text=r"""### What is the problem?
**Problem** The current `ray/lib/python3.9/site-packages/ray/resource_spec.py`  does not support GPU discovery on WSL2.

**Ray Version:** 1.5.1
**OS:** Windows 10/11 WSL2

### Reproduction (REQUIRED)

The current `ray/lib/python3.9/site-packages/ray/resource_spec.py` runs the following check for GPUs. 

```python
import sys
import os
if sys.platform.startswith("linux"):
    proc_gpus_path = "/proc/driver/nvidia/gpus"
    if os.path.isdir(proc_gpus_path):
        result = len(os.listdir(proc_gpus_path))
```

This works for Linux but not WSL2 Linux within Window 10/11 as the selected path does not exist. Can verify that Tensorflow-gpu detects GPU using the following code:

```python
import tensorflow as tf
tf.config.list_physical_devices('GPU')
sys_details = tf.sysconfig.get_build_info()
cuda = sys_details["cuda_version"]
cudnn = sys_details["cudnn_version"]
print(cuda, cudnn)
print(sys_details)
print("Num GPUs Available: ", len(tf.config.list_physical_devices('GPU')))
print(tf.config.list_physical_devices())
```

The following script is run to verify if GPU can be detected.

```python
from ray import tune
from ray.rllib.agents.ppo import PPOTrainer
tune.run(PPOTrainer,  config={"env": "CartPole-v0", "num_gpus": 0.1})
```

...""",
        expected_cause=None,
        harmless=False,
        note="The reporter traced it to Ray's GPU detection (no /proc/driver/nvidia/gpus on WSL2) while TensorFlow itself sees the GPU; Ray labelled it a bug (bug, P2, rllib, windows). No catalogue cause: the scheduler, not TensorFlow, misses the GPU. The rest of the post (an override script) was not seen and is cut.",
        platform="wsl2",
    ),
    CorpusLog(
        name="deepracer-coach-forces-cpu-only-sagemaker-tensorflow-image",
        source=_GH + "aws-deepracer-community/deepracer-core/issues/17",
        text=r"""Hi Chris,

Your recent updates has introduced the following line to rl_coach/rl_deepracer_coach_robomaker.py :

`image_name="crr0004/sagemaker-rl-tensorflow:console",`

This obviously forces the build to use your SM image without GPU support. Took me a while to realise why my training had slowed down, and why the console output was showing GPUS=0. I've now commented that line out, and it's reverted to using my GPU-enabled image, now showing GPUS=1.""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="The poster's own finding and fix: the script forced the ':console' SageMaker TensorFlow image 'without GPU support'; commenting the line out brought back his GPU-enabled image ('now showing GPUS=1'). Labelled bug by the maintainers. Prose only.",
        platform="linux",
    ),
    CorpusLog(
        name="donkeycar-jetpack-4-4-cuda-10-2-with-tf-1-13-jp42-wheel",
        source=_GH + "autorope/donkeycar/issues/586",
        text=r"""Following the [nano setup instructions](https://docs.donkeycar.com/guide/robot_sbc/setup_jetson_nano/) no longer seems to work with current links. In particular, the current (a/o 2020-05-25) SD card nv-jetson-nano-sd-card-image-r32.4.2 comes with Cuda 10.2 on it which is not compatible with the in the subsequent install of TF in the instructions.

`pip install --extra-index-url https://developer.download.nvidia.com/compute/redist/jp/v42 tensorflow-gpu==1.13.1+nv19.3
 `

**Question**: what is the correct archival SD card that is compatible with TF 1.13 ?

Alternatively, which version of TF is compatible with the current Cuda 10.2 and **_also_** works with the Donkey Car code base? (For example, could we use the TF 2.x family ? How about TF 1.15 instead of 1.13 ??)""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="A maintainer (tikurahul) pointed to NVIDIA's JetPack 4.4 wheel ('pip install --pre --extra-index-url .../jp/v44 'tensorflow<2'' — TF 1.15.2 built for that CUDA); not disputed, and the docs were changed. The TF 1.13 wheel was built for JetPack 4.2's CUDA 10.0. Prose only, weak.",
        platform="linux",
    ),
    CorpusLog(
        name="donkeycar-jetpack-4-4-v42-wheel-runtime-errors-v44-fine",
        source=_GH + "autorope/donkeycar/issues/622",
        text=r"""The DC docs for installing DC software on the Jetson Nano point to the "Nvidia Jetson Nano Getting Started Guide" to install the Jetson Jetpack which is now Jetpack 4.4.

The DC docs then eventually installs tensorflow with the following: pip install --extra-index-url https://developer.download.nvidia.com/compute/redist/jp/v42 tensorflow-gpu==1.13.1+nv19.3

However NVIDIA, for Jetpack 4.4, installs the following: pip3 install --no-cache-dir --pre --extra-index-url https://developer.download.nvidia.com/compute/redist/jp/v44 'tensorflow<2'

Installing Tensorflow /v42 tensorflow-gpu==1.13.1+nv19.3 on Jetpack 4.4 resulted in manage.py drive runtime errors for me.
Installing Tensorflow /v44 'tensorflow<2' on Jetpack 4.4 resulted in no manage.py drive runtime error for me.

I believe that Jetpack 4.2 was the latest version of Jetpack when the DC docs were written for the Jetson Nano.
I believe that Jetpack 4.4 should have a version of tensorflow >1.13.1, but <2 to function with the DC software.

So what is the correct version of tensorflow for Jetpack 4.4?

Regards, TCIII""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The poster's own test: the JetPack 4.2 wheel (tensorflow-gpu 1.13.1+nv19.3) on JetPack 4.4 gave runtime errors, NVIDIA's v44 wheel did not; he then quoted NVIDIA's recommended JetPack 4.4 wheels and opened PR#625. Prose only, the errors themselves not pasted; weak.",
        platform="linux",
    ),
    CorpusLog(
        name="carnd-behavioral-cloning-drive-py-simulator-vram-cudnn-internal-error",
        source=_GH + "udacity/CarND-Behavioral-Cloning-P3/issues/31",
        text=r"""It appears that the default behaviour of Tensorflow (as of version 1.5) is to allocate all remaining VRAM to a running session. However, this causes VRAM conflicts with the simulator and leads to a memory allocation error when running the computation graph.
The following error message is seen if this error occurs:
```
E tensorflow/stream_executor/cuda/cuda_dnn.cc:385] could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR
E tensorflow/stream_executor/cuda/cuda_dnn.cc:352] could not destroy cudnn handle: CUDNN_STATUS_BAD_PARAM
F tensorflow/core/kernels/conv_ops.cc:605] Check failed: stream->parent()->GetConvolveAlgorithms(&algorithms) 
```
...""",
        expected_cause="memory-growth-disabled",
        harmless=False,
        note="The poster's own diagnosis and work-around (allow_growth = True in drive.py) for TensorFlow taking all VRAM while the simulator shares the GPU; the maintainer did not dispute it (only said the project supports TF 0.12.1). The post's work-around code is left out of the text; the platform is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="carla-driving-rl-agent-oom-8gb-gpu-shared-with-carla",
        source=_GH + "Luca96/carla-driving-rl-agent/issues/10",
        text=r"""Hello Luca,

I try to run the program in my own computer, which is with GTX 2060 Super GPU. However it seems my 8GB memory is not enough because I always face OOM when allocating tensor with shape[64,464,3,12].
How much memory of GPU is needed?

Best regards
Xibo""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="The maintainer: 'I don't know exactly how much GPU mem is needed but, unfortunately, is plenty' and suggested smaller timesteps/batch_size; the poster agreed: 'carla will use 4GB and the network should use more than 4 GB'. Prose only; the platform is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="reaver-sc2-agent-cpu-only-nhwc-conv-needs-gpu",
        source=_GH + "inoryy/reaver/issues/23",
        text=r"""First, if I run `python -m reaver.run --env MoveToBeacon --agent a2c --n_envs 4 2> stderr.log` I get `UnimplementedError (see above for traceback): Generic conv implementation only supports NHWC tensor format for now.` So I changed line67 in run.py into `if not int(args.gpu)`
And after that, this problem seems to be solved, but I got another Problem whenever the game loading is done:`ValueError: Argument is out of range for 12/Attack_screen (3/queued [2]; 0/screen [0, 0]), got: [[1], [8, 40]]` The Argument that is out of range is not the same each time. So is there something I overlooked? Thx""",
        expected_cause="model-needs-gpu",
        harmless=False,
        note="The maintainer: 'GPU is required for StarCraft II agents, make sure you've installed tensorflow-gpu' — the agent's NCHW convolutions run only on a GPU; the poster had a CPU-only set-up (labelled model-needs-gpu on 2026-11-28, the entry since made for it; before, no catalogue cause). The second error in the post is unrelated; the platform is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="softlearning-installs-cpu-tensorflow-no-gpu-used",
        source=_GH + "rail-berkeley/softlearning/issues/26",
        text=r"""I run the command line 'CUDA_VISIBLE_DEVICES=3 python -m examples.development.main --mode=local --universe=gym --domain=Hopper --task=v2 --exp-name=test --checkpoint-frequency=1000 --cpus=16 --gpus 1 --trial-cpus 16 --trial-gpus 1
'
But when I look up the 'nvidia-smi', no gpu is used""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="A maintainer: 'Our installation currently defaults to the cpu version of tensorflow. Can you make sure you have tensorflow-gpu installed?' (requirements pinned tensorflow==1.12.0); the poster: 'Thank u, problem solved!' and later 'I change the tf to tf-gpu version'. Prose and a command only.",
        platform="linux",
    ),
    CorpusLog(
        name="donkeycar-5-pc-extra-pins-tf-2-9-on-colab-gpu-libs-missing",
        source=_GH + "autorope/donkeycar/issues/1159",
        text=r"""In the latest release 5.0.0, tensorflow==2.9 is added to https://github.com/autorope/donkeycar/blob/d60dcb5e0627465851873f35e80d3b3863973fc6/setup.cfg#L69

When the command `!pip3 install -e .[pc]` is ran on a colab GPU instance, it will automatically uninstall the GPU-capable tensorflow and install tensorflow 2.9. 

We can see that before 5.0.0 (e.g. v5.0.dev3 ), the output of the training is like this:
```
2024-01-23 11:53:05.172074: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1929] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 13949 MB memory:  -> device: 0, name: Tesla T4, pci bus id: 0000:00:04.0, compute capability: 7.5
INFO:donkeycar.parts.keras:Created KerasLinear with interpreter: KerasInterpreter
```

whereas in 5.0.0, the output of the training is like this:

```
2024-01-23 11:56:07.005500: W tensorflow/core/common_runtime/gpu/gpu_device.cc:1850] Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed properly if you would like to use GPU. Follow the guide at https://www.tensorflow.org/install/gpu for how to download and setup the required libraries for your platform.
Skipping registering GPU devices...
```
...""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The poster's own before/after comparison: the [pc] extra pins tensorflow==2.9, which replaces Colab's GPU TensorFlow and cannot load the CUDA libraries Colab has; v5.0.dev3 (no pin) trained on the T4. Open issue, no maintainer reply seen: weak. The rest of the post (a suggestion) is cut.",
        platform="linux",
    ),
    CorpusLog(
        name="ml-agents-ppo-gpu-barely-busy-in-task-manager",
        source=_GH + "Unity-Technologies/ml-agents/issues/239",
        text=r"""So over the course of trying to solve certain performance issues, I noticed through task manager that my GPU was barely doing any processes. Is this how it is supposed to be or am I missing something in order to maximize my performance?""",
        expected_cause=None,
        harmless=True,
        note="A maintainer (awjuliani): 'The PPO implementation does indeed use the GPU', RL algorithms being inherently inefficient on it; not disputed in what was read (the rest of the thread not seen). Prose only.",
        platform="windows",
    ),
    CorpusLog(
        name="t-1000-rllib-trading-agent-low-gpu-use-expected",
        source=_GH + "Draichi/T-1000/issues/15",
        text=r"""I am trying to train my model but it's not using any of the gpus available, I am wondering if it's on purpose or an error on your code which I can't find.

OS: Ubuntu 16.04
GPU: 2x V100

![image](https://user-images.githubusercontent.com/57491435/68394265-4a112000-014c-11ea-9fd0-349e294f1287.png)""",
        expected_cause=None,
        harmless=True,
        note="The maintainer: 'RL algorithms are inherently inefficient when utilizing GPU ... You'll notice 20%~30% GPU usage at this time (if you have tensorflow-gpu installed and configured)'; the poster: 'Thanks for explanation'. Prose and a screenshot; weak, the GPU use itself was not shown.",
        platform="linux",
    ),
    CorpusLog(
        name="acme-install-pulls-cuda-11-tensorflow-system-has-cuda-10-1",
        source=_GH + "google-deepmind/acme/issues/127",
        text=r"""When I install the environment using instructions in `README.md`, libraries are setup to use CUDA11. But I setup CUDA10.1 on my system, so things don't work off the bat. Is there an easy way to get acme to work with CUDA10.1? I've spent a couple of hours trying different things with little success.""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The maintainer (mwhoffman): 'I think you'll have to upgrade CUDA ... the current versions of tensorflow only support CUDA 11', reverb pinning the TF version; closed without dispute. Prose only; the platform is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="auto-maple-windows-tf-2-11-gpu-not-used-gtx-980m",
        source=_GH + "tanjeffreyz/auto-maple/issues/175",
        text=r"""As its shown in the picture, Auto Maple solved the rune puzzle but not in time, the in-game rune vanished between the first and second result, as the statement`` Solution found, entering resul`` appeared, rune arrow key had been already gone.

Is there any chance letting Auto Maple entering the result as the first result show up? Or what I can do to speed up the rune-recognizing-process?

Thanks for helping!

There is actually a Nvidia GeForce GTX 980m in my old laptop (alienware 17 r2), is it still not enough for running tensorflow with a decent speed?

I copied every single step of this video https://www.youtube.com/watch?v=hHWkvEcDBO0&ab_channel=AladdinPersson 
and I reinstall /setup Auto Maple again, but still GPU is not used by tensorflow.""",
        expected_cause="windows-native-no-gpu",
        harmless=False,
        note="The poster confirmed: 'Tensorflow 2.10.0 works! 2.11.0 works only with cpu.' (native Windows, after another user's suggested settings). The text joins the poster's description and his two follow-up comments; the screenshots are left out; prose only.",
        platform="windows",
    ),
    CorpusLog(
        name="csgo-aimbot-tf-launched-via-file-association-runs-on-cpu",
        source=_GH + "ofeksadlo/CSGO-Aimbot-CNN/issues/7",
        text=r"""Hello , the code works fine with my cpu and that's fine but if I type y when the program asks me "Would you like to launch beta tensorflow aimbot ?" The program waits for approx. 20-30 seconds then starts the aimbot with my cpu even though my gpu is gtx 1050 and supported for tensorflow.All the requirements are installed in my env.

Python Version 3.7.9
Windows 10
2 Graphic Cards:
1- Intel integrated
2-GTX 1050""",
        expected_cause=None,
        harmless=False,
        note="The poster's own fix: main.py ran os.system('aimbotTensorflow.py'), which opened the script through its file association (PyCharm started too) rather than the environment's Python; changing it to os.system('python aimbotTensorflow.py') fixed it. A launcher/interpreter mix-up, no catalogue cause; weak.",
        platform="windows",
    ),
)
