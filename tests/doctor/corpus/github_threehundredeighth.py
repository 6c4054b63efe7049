# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-eighth set of real threads, gathered apart, from GitHub issues (issues corpus) on training tooling around TensorFlow/Keras (keras-team/autokeras, NVIDIA/DeepLearningExamples), 2019-2020.

Broken kinds held: the computer's memory (RAM) running out during an AutoKeras model search (the
kernel's OOM killer ended the Python process), and a GPU running out of memory when the batch size
of a TensorFlow BERT pre-training script was one above what fits (prose only). Working runs: none.

Small set: the threads on these tools (AutoKeras, KerasTuner, Weights & Biases, MLflow, Optuna, TFX,
TensorFlow Transform, TF-Agents, tf_cnn_benchmarks, DeepLearningExamples, TensorFlow Datasets,
Determined, Polyaxon, ClearML) are largely in the corpus already, and most of the others had no
confirmation in the stored copy (for instance a tf_cnn_benchmarks OOM with a batch of 256 per GPU
on K80s, tensorflow/benchmarks#164; an Evaluator OOM with a BERT model, tensorflow/tfx#1350; a TFDS
ImageNet conversion that only worked with CUDA_VISIBLE_DEVICES=-1 and no cause named,
tensorflow/datasets#2172). Many GPU threads on these tools are about the tools' own GPU metrics
(wandb, ClearML), not about TensorFlow on the GPU, and were left out. Both records are from 2019-2020.

At first look (the doctor of commit b5d4f26) the cause was named in 2 of 2 broken logs, both first;
no working run. The AutoKeras log (a CPU-only run) also drew gpu-out-of-memory after
host-out-of-memory, a second finding the report does not support.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="autokeras-structured-regressor-host-oom-killed",
        source=_GH + "keras-team/autokeras/issues/1128",
        text=r"""Out of memory, process killed when running on CPUs

### Bug Description
When I run `ak.StructuredDataRegressor` on 16 CPUs I get an out of memory error:

`[Mo Mai 11 10:40:26 2020] oom-kill:constraint=CONSTRAINT_NONE,nodemask=(null),cpuset=/,mems_allowed=0,global_oom,task_memcg=/user.slice/user-1000.slice/session-c2.scope,task=python,pid=9246,uid=1000
[Mo Mai 11 10:40:26 2020] Out of memory: Killed process 9246 (python) total-vm:41532112kB, anon-rss:28066312kB, file-rss:0kB, shmem-rss:0kB
[Mo Mai 11 10:40:26 2020] oom_reaper: reaped process 9246 (python), now anon-rss:0kB, file-rss:0kB, shmem-rss:0kB
[Mo Mai 11 10:40:50 2020] mce: CPU9: Package temperature above threshold, cpu clock throttled (total events = 2704986)
[Mo Mai 11 10:40:50 2020] mce: CPU7: Package temperature above threshold, cpu clock throttled (total events = 2704982)
`

### Bug Reproduction
Code for reproducing the bug:

`regressor = ak.StructuredDataRegressor(max_trials=100, 
                                       column_types=data_type)

regressor.fit(x=X_train, 
              y=y_train,
              validation_data=(X_val, y_val))`

Data used by the code:

A structued dataset with 50000 entries, `test_size=0.1`.

### Expected Behavior
I expect the model search to be complete without the out of memory error. That would be nice :-).""",
        expected_cause="host-out-of-memory",
        note="2020. The confirmation is the kernel's own record, which the poster quoted from dmesg: 'Out of memory: Killed process 9246 (python) total-vm:41532112kB, anon-rss:28066312kB' after 'oom-kill:constraint=CONSTRAINT_NONE,...,global_oom,...,task=python'. The system's RAM ran out (about 28 GB resident) and the OOM killer ended the AutoKeras search. No maintainer answer is in the stored copy (closed, labelled wontfix). A run on the CPU only: no GPU in this report. The 'mce: ... Package temperature above threshold, cpu clock throttled' lines are about the CPU, not a GPU.",
        platform="linux",
    ),
    CorpusLog(
        name="dle-bert-tf-pretraining-batch14-oom-v100-32g",
        source=_GH + "NVIDIA/DeepLearningExamples/issues/29",
        text=r"""Not able to run same batchsize as the document with same GPU: Bert For TensorFlow

In the document [Bert For TensorFlow](https://github.com/NVIDIA/DeepLearningExamples/tree/master/TensorFlow/LanguageModeling/BERT), it is suggested that for pre-training, we can use batch size 14 for fp16 on V100 32G GPU.

I have run the same command and getting OOM error. But this command with batchsize 13 `bash scripts/run_pretraining.sh 13 8 5e-5 fp16_xla 8 5000 2285000 5000 true` works fine.

So can anyone tell why batch-size 14 is failing for the same GPU?""",
        expected_cause="gpu-out-of-memory",
        note="2019. Prose only (the documentation table was an image). The outcome is in the post itself: batch 14 per GPU gave an OOM error on the V100 32 GB while 'this command with batchsize 13 ... works fine', so the GPU's memory ran out one step above what fits. Another user, qijiaxing, replied he could use batch 16 for pre-training on a V100 32GB 'using docker nvidia/tensorflow:19.03' (the container release changes the memory footprint; the NGC 19.07 notes, quoted in NVIDIA/DeepLearningExamples#142, say TensorFlow 1.14 'increases the GPU memory footprint of certain models such as BERT'). Platform from the bash scripts and NGC containers.",
        platform="linux",
    ),
)
