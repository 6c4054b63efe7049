# ruff: noqa: E501 - quoted text is kept verbatim (long lines)
"""A three-hundred-and-sixtieth set of real threads from reinforcement-learning and robotics projects on TensorFlow (GitHub issues, 2018-2020): xbpeng/DeepMimic and openai/train-procgen.

Broken kinds held: a project whose own code hides every GPU from TensorFlow before it starts
(DeepMimic's RLWorld calls `disable_gpu()`, which sets CUDA_VISIBLE_DEVICES to -1), and MPI
workers that all piled onto the first GPU and ran it out of memory once the user set
CUDA_VISIBLE_DEVICES by hand (train-procgen). Working runs: none met.

Both records are prose only: the posters gave no log lines, and the threads on these
repositories that did carry logs were either already in the corpus or had no confirmed cause in
the stored text (among them danijar/dreamerv2#6, IntelLabs/coach#10 and #157,
erdos-project/pylot#194, hongzimao/pensieve#82, simonmeister/pysc2-rl-agents#9,
YunzhuLi/InfoGAIL#18, whose fix, installing cuDNN 5.1, belongs to an error shown only in another
issue). The well-known threads of stable-baselines, baselines, tf-agents, ml-agents, donkeycar,
ray/rllib, seed_rl, acme, AirSim and CARLA agents that came up are all in the corpus already.

At first look (the doctor of commit 60cdfcd) the cause was named in 1 of 2 broken logs, 1 first;
no working run. The DeepMimic post was read as CUDA libraries missing instead.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="deepmimic-windows-training-hides-gpu-cuda-visible-devices-minus-one",
        source=_GH + "xbpeng/DeepMimic/issues/38",
        text=r"""I compiled this project on Windows 10, with python 3.5 and tensorflow gpu 1.12.0.
Tensorflow work  correctly with CUDA and GPU on my PC, but starting a train on this project seem the CUDA and GPU are disabled. There is a reason? Is it possible to enable it?""",
        expected_cause="cuda-visible-devices-hides-gpus",
        note="2018. Prose only. Maintainer xbpeng: 'Our networks are fairly small, so they don't benefit as much from GPU accelerations, so for the most part we just train on the CPU. Also tensoflow-gpu doesn't play well with multiprocessing using MPI'; issue closed. The mechanism is in the project's code since its first commit (3ca04d3): learning/rl_world.py calls TFUtil.disable_gpu() in RLWorld.__init__, and learning/tf_util.py defines it as os.environ[\"CUDA_VISIBLE_DEVICES\"] = '-1'. The post itself does not mention CUDA_VISIBLE_DEVICES.",
        platform="windows",
    ),
    CorpusLog(
        name="train-procgen-mpi-workers-oom-first-gpu-manual-cuda-visible-devices",
        source=_GH + "openai/train-procgen/issues/5",
        text=r"""When running with manually specified `CUDA_VISIBLE_DEVICES` variable, the code seems to use much more memory in the first gpu than others, leading to OOM error. It runs without errors when I don't manually set gpus.

Can you help me? Thank you.""",
        expected_cause="gpu-out-of-memory",
        note="2020. Prose only. Maintainer christopherhesse: 'If you're attempting to use multiple GPUs while also using `CUDA_VISIBLE_DEVICES`, you will likely have to make changes to `setup_mpi_gpus`'; the poster: 'Thanks for your reply. Modifying `setup_mpi_gpus` works. I was not familiar with MPI. It turns out we need to give different `CUDA_VISIBLE_DEVICES` to each process.' The MPI workers' per-process GPU assignment did not fit the hand-set variable, so they crowded onto the first GPU, which ran out of memory. The thread does not name the platform (linux: train-procgen's MPI set-up).",
        platform="linux",
    ),
)
