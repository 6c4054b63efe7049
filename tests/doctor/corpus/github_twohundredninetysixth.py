# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-ninety-sixth set of real threads, gathered apart, from GitHub issues (issues corpus) on reinforcement-learning projects that train with TensorFlow (openai/baselines, google-deepmind/acme, openai/roboschool), where TensorFlow failed on the NVIDIA GPU and the thread confirmed why.

Broken kinds held: several TensorFlow processes of one training run (MPI workers of baselines' HER,
Launchpad actor processes of Acme's distributed D4PG) on one GPU, each reserving nearly all of its
memory so the later ones ran out (2), and a CUDA 10.1 installed with its DLLs renamed to the 10.0
names the tensorflow-gpu build wanted, which ran but gave wrong results (1, prose only). Working
runs: none met.

Small set: reinforcement-learning threads on TensorFlow are well covered by earlier sets, and most
new threads met had no confirmation in their stored copy (ml-agents, seed_rl, WorldModelsExperiments,
scalable_agent #7, tensorforce). All three are from 2018-2021; none from 2022 or later was found
confirmed. Three more confirmed threads, prose only, were left out to keep prose-only records to a
third: openai/train-procgen#5 (2020; MPI workers all on the first GPU when CUDA_VISIBLE_DEVICES was
set by hand; 'Modifying `setup_mpi_gpus` works'), google-deepmind/scalable_agent#22 (2018; an actor
process reserving all memory of its GPU, maintainer lespeholt: 'Actor 0 will in this case allocate all
memory of GPU 1') and jaimeyzzz/impala_horovod_gym#1 (2018; 'one of the actors will eat all gpu
memory', fixed by an empty CUDA_VISIBLE_DEVICES for the actors). The pastes of the two
records with log lines end where the stored copy of the post ends (marked with a line '...').

At first look (the doctor of commit fc6f546) the cause was named in 0 of the 3 broken logs, 0 first:
the Acme paste got gpu-out-of-memory (the consequence, listed as such), not the memory reservation
by every process behind it; the HER paste (its error lines past the stored copy) and the
prose of the renamed CUDA 10.1 DLLs got nothing. No working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="baselines-her-three-mpi-workers-one-titan-x-out-of-memory",
        source=_GH + "openai/baselines/issues/324",
        text=r"""# HER, out of memory using 3 or more CPUs and one GPU
Running the following HER command on my machine (Ubuntu 16.04, Tensorflow 1.5.0, one Titan X GPU, Python 3.5.2, latest version of baselines as of today, etc.)  seems to work:

```
(py3-tensorflow) alice@host:~/baselines$ python -m baselines.her.experiment.train --num_cpu 2
2018-03-11 10:42:00.828727: I tensorflow/core/platform/cpu_feature_guard.cc:137] Your CPU supports instructions that this TensorFlow binary was not compiled to use: SSE4.1 SSE4.2 AVX AVX2 FMA
2018-03-11 10:42:00.833988: I tensorflow/core/platform/cpu_feature_guard.cc:137] Your CPU supports instructions that this TensorFlow binary was not compiled to use: SSE4.1 SSE4.2 AVX AVX2 FMA
2018-03-11 10:42:01.035000: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:895] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2018-03-11 10:42:01.035688: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1105] Found device 0 with properties: 
name: TITAN X (Pascal) major: 6 minor: 1 memoryClockRate(GHz): 1.531
pciBusID: 0000:01:00.0
totalMemory: 11.91GiB freeMemory: 10.72GiB
...
```

```
(py3-tensorflow) alice@host:~/baselines$ python -m baselines.her.experiment.train --num_cpu 3
2018-03-11 10:43:55.864451: I tensorflow/core/platform/cpu_feature_guard.cc:137] Your CPU supports instructions that this TensorFlow binary was not compiled to use: SSE4.1 SSE4.2 AVX AVX2 FMA
2018-03-11 10:43:55.872111: I tensorflow/core/platform/cpu_feature_guard.cc:137] Your CPU supports instructions that this TensorFlow binary was not compiled to use: SSE4.1 SSE4.2 AVX AVX2 FMA
2018-03-11 10:43:55.872111: I tensorflow/core/platform/cpu_feature_guard.cc:137] Your CPU supports instructions that this TensorFlow binary was not compiled to use: SSE4.1 SSE4.2 AVX AVX2 FMA
2018-03-11 10:43:56.149303: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:895] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2018-03-11 10:43:56.149754: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1105] Found device 0 with properties: 
name: TITAN X (Pascal) major: 6 minor: 1 memoryClockRate(GHz): 1.531
pciBusID: 0000:01:00.0
totalMemory: 11.91GiB freeMemory: 10.68GiB
...
```""",
        expected_cause="memory-growth-disabled",
        consequences=frozenset({"gpu-out-of-memory"}),
        note="2018. The title (first line) says out of memory; the stored copy of the post ends before the error lines of the three-process run. The poster confirmed the fix the same day: 'I think I have fixed this by changing `baselines/common/tf_util.py` in `make_session`: ... tf_config.gpu_options.per_process_gpu_memory_fraction = 0.2', with nvidia-smi then showing 'the split allocation among the lone GPU'. Each MPI worker (one per --num_cpu) is a TensorFlow process that reserved nearly all of the one GPU's memory; closed.",
        platform="linux",
    ),
    CorpusLog(
        name="acme-launchpad-d4pg-actor-processes-run-out-of-gpu-memory-1080",
        source=_GH + "google-deepmind/acme/issues/121",
        text=r"""# Run out of GPU memory when running distributed agent
When running the example acme/examples/gym/lp_local_d4pg.py at the initialization stage I run out of GPU memory (1080 rtx) and the process fails. 

In the actor processes I get the following error 
```bash
I0522 20:03:38.349611 140210148575040 node.py:61] Reverb client connecting to: localhost:18200
Traceback (most recent call last):
  File "/home/alice/acme/lib/python3.8/site-packages/launchpad/nodes/python/process_entry.py", line 80, in <module>
    app.run(main)
  File "/home/alice/acme/lib/python3.8/site-packages/absl/app.py", line 303, in run
    _run_main(main, args)
  File "/home/alice/acme/lib/python3.8/site-packages/absl/app.py", line 251, in _run_main
    sys.exit(main(argv))
  File "/home/alice/acme/lib/python3.8/site-packages/launchpad/nodes/python/process_entry.py", line 75, in main
    functions[task_id]()
  File "/home/alice/acme/lib/python3.8/site-packages/launchpad/nodes/python/node.py", line 71, in _construct_function
    return functools.partial(self._function, *args, **kwargs)()
  File "/home/alice/acme/lib/python3.8/site-packages/launchpad/nodes/courier/node.py", line 106, in run
    instance = self._construct_instance()  # pytype:disable=wrong-arg-types
  File "/home/alice/acme/lib/python3.8/site-packages/launchpad/nodes/python/node.py", line 164, in _construct_instance
...
```""",
        expected_cause="memory-growth-disabled",
        consequences=frozenset({"gpu-out-of-memory"}),
        note="2021. The stored copy of the post ends inside the traceback, before its last line. fastturtle (Launchpad/Acme team) answered: 'by default TensorFlow processes allocate all of the GPUs memory. This is problematic when running multiple TF processes on the same machine (if they all have access to the same GPU). There are two ways to fix this issue: 1. Enable GPU memory growth in TF ... 2. Prevent the actor and evaluator processes from using the GPU ... set the env var `CUDA_VISIBLE_DEVICES` to an empty string inside the processes Launchpad creates'. The poster did not dispute it; closed. The same post was also filed as google-deepmind/launchpad#8.",
        platform="linux",
    ),
    CorpusLog(
        name="roboschool-cuda-10-1-dlls-renamed-for-tf-wrong-results-on-gpu",
        source=_GH + "openai/roboschool/issues/185",
        text=r"""# changing GPU device_count has an impact on result
Not shure if that is a tensorflow-bug or something related to it.
I installed tensorflow-gpu and changed the value for GPU's from 0 to 1.
`device_count = { "GPU": 1 }`
demo_race2.py now suddenly fails, the agents now forget how to walk and instantly fall.
Sadly can't figure out the source of the problem.

Edit:
Oh well ... guess my tensorflow-gpu installation is broken.
Another gpu-example with tensorflow failed as well.
I was expecting more serious errors with a wrong tensorflow-gpu installation instead of wrong results.
(Note to myself, installing nvidia cuda 10.1 and simply renaming the dll's is NO sollution ... will try with cuda 10.0 next time)""",
        expected_cause="cuda-libraries-missing",
        note="2019. Prose only; the edit is part of the opening post as stored. The poster confirmed in the thread: 'yes ... that was it, cuda version 10.1 is just not compatible.' The tensorflow-gpu wheel wanted the CUDA 10.0 libraries; CUDA 10.1 was installed and its DLLs renamed to the 10.0 names, so TensorFlow loaded them and the GPU gave wrong results instead of an error. Platform from the DLLs (Windows).",
        platform="windows",
    ),
)
