# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A hundred-and-sixty-sixth set of real threads, gathered apart, from GitHub issues (issues corpus) in reinforcement-learning and game-AI repositories that train with TensorFlow on NVIDIA GPUs (TuragaLab/flybody on deepmind acme, leela-zero/leela-zero, Unity-Technologies/ml-agents, openai/baselines), 2018-2024.

Broken kinds held: the cuDNN of the pip wheels not on the library path of a Ray learner process
(while the actor processes are meant to see no GPU and print CUDA_ERROR_NO_DEVICE), and
TensorFlow's CPU-only package training Go networks (twice: once with the CPU kernels' "only supports
NHWC" error, once in prose). Working runs: 2 (an ML-Agents PPO run on a GTX 1070 that was slower
than on the CPU, and a baselines a2c run on a GTX 1080 Ti after moving to tensorflow-gpu).

Small set: most threads on these repositories either already sit in the corpus (openai/baselines
#54 and #146, hill-a/stable-baselines#193, lightvector/KataGo#325, carpedm20/deep-rl-tensorflow#43,
several ml-agents and donkeycar threads) or have no confirmation in the stored text (their stored
copy ends before an answer, or the answer is a guess). Only one record is from 2022 or later. Left
out: several maintainer answers that small RL networks gain nothing from a GPU
(araffin/rl-baselines-zoo#72, keon/deep-q-learning#28, Unity-Technologies/ml-agents#365 and #1246),
all prose only, to keep prose-only records to a third.

At first look (the doctor of commit 9ba7267) the cause was named in 2 of the 3 broken logs, both
first (the flybody log also drew cuda-visible-devices-hides-gpus and container-without-gpus after
it); the log of the CPU kernels' "only supports NHWC" error got
no finding; the working runs were not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="flybody-ray-learner-cannot-dlopen-gpu-libraries-cudnn-path",
        source=_GH + "TuragaLab/flybody/issues/16",
        text=r"""CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected

(Learner pid=4808) 2024-12-05 09:40:42.732762: W tensorflow/core/common_runtime/gpu/gpu_device.cc:1850] Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed properly if you would like to use GPU. Follow the guide at https://www.tensorflow.org/install/gpu for how to download and setup the required libraries for your platform.
(Learner pid=4808) Skipping registering GPU devices...
(Learner pid=4808) WARNING:tensorflow:From /home/alice/anaconda3/envs/flybody/lib/python3.10/site-packages/tensorflow_probability/python/distributions/distribution.py:342: calling _Independent.__init__ (from tensorflow_probability.python.distributions.independent) with reinterpreted_batch_ndims=None is deprecated and will be removed after 2022-03-01.
(Learner pid=4808) Instructions for updating:
(Learner pid=4808) Please pass an integer value for `reinterpreted_batch_ndims`. The current behavior corresponds to `reinterpreted_batch_ndims=tf.size(distribution.batch_shape_tensor()) - 1`.
(Learner pid=4808) 2024-12-05 09:40:44.535102: W tensorflow/python/util/util.cc:368] Sets are not currently considered sequences, but this may change in the future, so consider avoiding using them.
Checkpointer directory: /home/alice/ray-ckpts/e6409ed4-b316-11ef-9cb4-b42e99f2ad84/checkpoints/dmpo_learner
...""",
        expected_cause="cuda-libraries-missing",
        note="2024. The first line is the issue's title; the log is the part of the opening post held in the stored copy (its start, with the learner's library lines and the actors' CUDA_ERROR_NO_DEVICE, is cut off). The poster then ran `export LD_LIBRARY_PATH=$LD_LIBRARY_PATH:$CONDA_PREFIX/lib:$CONDA_PREFIX/lib/python3.10/site-packages/nvidia/cudnn/lib` and wrote 'It seems like it can find cudnn now, but I still get a `CUDA_ERROR_NO_DEVICE` error after `waiting until actors are ready...`'; maintainer vaxenburg: 'That's intentional -- actors (MuJoCo environment loops) don't need the GPU and don't see it ... Only the learner process sees the GPU'; the poster: 'Seems to have worked, I can now see a GPU there instead of just `[]`.' Root cause: the cuDNN of the nvidia pip wheel was not on the learner's library path; the CUDA_ERROR_NO_DEVICE of the title came from the actors, hidden from the GPU on purpose.",
        platform="linux",
    ),
    CorpusLog(
        name="leela-zero-parse-py-cpu-tensorflow-nchw-backprop-input",
        source=_GH + "leela-zero/leela-zero/issues/1691",
        text=r"""Perhaps I am doing something wrong?

```
$ ./parse.py ../../../lz-training/recent/train_
Training with 2982 chunks, validating on 331 chunks
Using 38 worker processes.
Using 38 worker processes.
WARNING:tensorflow:From /home/alice/work/leela-zero/training/tf/tfprocess.py:311: softmax_cross_entropy_with_logits (from tensorflow.python.ops.nn_ops) is deprecated and will be removed in a future version.
Instructions for updating:

Future major versions of TensorFlow will allow gradients to flow
into the labels input on backprop by default.

See @{tf.nn.softmax_cross_entropy_with_logits_v2}.

WARNING:tensorflow:From /home/alice/work/leela-zero/training/tf/tfprocess.py:295: calling expand_dims (from tensorflow.python.ops.array_ops) with dim is deprecated and will be removed in a future version.
Instructions for updating:
Use the `axis` argument instead
2018-08-03 09:08:21.033200: E tensorflow/core/common_runtime/executor.cc:696] Executor failed to create kernel. Invalid argument: Conv2DCustomBackpropInputOp only supports NHWC.
         [[Node: tower_0/gradients/tower_0/Conv2D_13_grad/Conv2DBackpropInput = Conv2DBackpropInput[T=DT_FLOAT, _class=["loc:@tower_0/gradients/AddN_8"], data_format="NCHW", dilations=[1, 1, 1, 1], padding="SAME", strides=[1, 1, 1, 1], use_cudnn_on_gpu=true, _device="/job:localhost/replica:0/t
...
```""",
        expected_cause="tensorflow-cpu-only-build",
        note="2018. Leela Zero's TensorFlow training script (NCHW layout) run with the CPU-only `tensorflow` package, whose CPU kernels only support NHWC. The poster's next comment: 'Now that I have `tensorflow-gpu` installed I get farther but I segfault' (GTX 780 Ti, a pip package he compiled himself for CUDA 9.1); the segfault is not resolved in the stored copy, so the record covers the first failure only. The opening log is cut where the stored copy cuts it (inside the node line). The same message on the same kind of training got the maintainer's answer 'You need a GPU unfortunately - tensorflow doesn't support CPU with our network architecture' in glinscott/leela-chess#286.",
        platform="linux",
    ),
    CorpusLog(
        name="leela-zero-training-cpu-only-tensorflow-from-requirements",
        source=_GH + "leela-zero/leela-zero/issues/1040",
        text=r"""@pangafu How do you configure your training? Mine keeps using only CPU...""",
        expected_cause="tensorflow-cpu-only-build",
        note="2018. Prose only: a commenter (WhiteHalmos) on a thread about multi-GPU training. bjiyxo: 'Did you pip tensorflow-gpu? The tensorflow in requirements will only use CPU.' WhiteHalmos: 'Thanks @bjiyxo! That was my problem, I just did `pip install -r requirements.txt`.' The thread does not say the platform (linux is a placeholder).",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="ml-agents-gtx1070-gpu-run-slower-than-cpu",
        source=_GH + "Unity-Technologies/ml-agents/issues/3004",
        text=r"""Hey guys,

I switched from training with the CPU to training with the GPU. Now I found some strange result in my training, see in the following:

```
INFO:mlagents.trainers: gpu_test: FindTheTarget: Step: 50000. Time Elapsed: 266.213 s Mean Reward: 0.000. Std of Reward: 0.000. Training.
INFO:mlagents.trainers: cpu_test: FindTheTarget: Step: 50000. Time Elapsed: 162.361 s Mean Reward: 0.250. Std of Reward: 0.433. Training.
```
Now I ask myself, how can it be that CPU is faster than GPU?

Completely logfiles below:

*GPU - Log*
```
INFO:mlagents.envs:Start training by pressing the Play button in the Unity Editor.
INFO:mlagents.envs:
'Academy' started successfully!
Unity Academy name: Academy
        Number of Training Brains : 0
        Reset Parameters :


2019-12-01 16:37:07.519416: I T:\src\github\tensorflow\tensorflow\core\platform\cpu_feature_guard.cc:140] Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2
2019-12-01 16:37:07.719684: I T:\src\github\tensorflow\tensorflow\core\common_runtime\gpu\gpu_device.cc:1344] Found device 0 with properties:
name: GeForce GTX 1070 major: 6 minor: 1 memoryClockRate(GHz): 1.7085
pciBusID: 0000:23:00.0
totalMemory: 8.00GiB freeMemory: 6.63GiB
...
DONE: wrote ./models/gpu_test-0/FindTheTarget.nn file.
INFO:mlagents.trainers:Exported ./models/gpu_test-0/FindTheTarget.nn file
```""",
        expected_cause=None,
        harmless=True,
        note="2019. The GPU run worked: TensorFlow found the GTX 1070, the PPO training ran its 50000 steps on it and exported the model; it was only slower than the CPU run. No answer to this thread is in the stored copy; ML-Agents maintainers answered the same question in sibling threads ('In our current implementation of PPO, we do not make an efficient use of the GPU ... updating the model is faster on a CPU most of the time', vincentpierre in #1965; 'PPO is not optimized for GPU', #365). Windows (the T:\\src\\github build paths of the Windows wheels). The middle of the GPU log and the CPU log are left out.",
        platform="windows",
    ),
    CorpusLog(
        name="baselines-a2c-cartpole-tensorflow-gpu-gtx1080ti-runs",
        source=_GH + "openai/baselines/issues/541",
        text=r"""It was the latest one you can get by `pip install` without GPU.
After that, I've removed everything and started from scratch again, in a virtual environment and using `tensorflow-gpu`. It seems working fine, despite the initial
```
Logging to /tmp/openai-2018-08-28-11-27-11-696735
WARN: gym.spaces.Box autodetected dtype as <class 'numpy.float32'>. Please provide explicit dtype.
Training a2c on classic_control:CartPole-v0 with arguments
{'network': 'mlp'}
2018-08-28 11:27:33.894605: I tensorflow/core/platform/cpu_feature_guard.cc:141] Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2 FMA
2018-08-28 11:27:34.122413: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1405] Found device 0 with properties:
name: GeForce GTX 1080 Ti major: 6 minor: 1 memoryClockRate(GHz): 1.582
pciBusID: 0000:02:00.0
totalMemory: 10.92GiB freeMemory: 10.76GiB
...
```""",
        expected_cause=None,
        harmless=True,
        note="2018. The poster's second comment (the first sentence answers which TensorFlow he had used before: the CPU package, whose run had printed 'tried to allocate 0 bytes' lines). With tensorflow-gpu in a fresh virtual environment baselines' a2c ran on the GTX 1080 Ti: 'It seems working fine, despite the initial' lines; the rest of the pasted start-up log is cut off in the stored copy. Issue closed. Fedora (from the opening post).",
        platform="linux",
    ),
)
