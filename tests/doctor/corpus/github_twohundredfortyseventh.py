# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-forty-seventh set of real threads, gathered apart, from GitHub issues (issues corpus): runs on NVIDIA GPUs that worked (2020-2023) while TensorFlow printed an error-looking grappler line, all on tensorflow/tensorflow.

All three records are working runs (``harmless=True``), no broken ones. The alarming line is not
one of the usual start-up notices (NUMA node, TensorRT, factory registration, oneDNN, CPU
instructions), whose threads the corpus already holds in number, but one that comes during
training: grappler's layout optimizer reporting ``E ... meta_optimizer.cc ... layout failed:
INVALID_ARGUMENT: Size of values 0 does not match size of permutation 4`` (it meets the rank-0
tensor in dropout's ``where_v2`` while moving a GPU graph to NCHW, and leaves that node as it
was). In each thread the run went on (fit finished, the tutorial ran, the epoch completed);
nobody named a cause that needed fixing, and a later tensorflow/tensorflow pull request (#68488,
2024) calls the message a fault of the layout optimizer on legal input. Confirmation is by the
outcome in every record; none has an answer that calls the line harmless in so many words.

Small set: the start-up notices the search leads to are nearly all in the corpus already. Left
out: zzh8829/yolov3-tf2#144 (2020, ``StartAbort Out of range: End of sequence`` at each epoch's
end and 20 epochs completed, but the stated TF 2.0 with CUDA 10.1 leaves GPU use in doubt and the
thread shows no GPU device), tensorflow/tensorflow#98985 (2025, the same layout message in the
DCGAN tutorial; the poster says the GAN went on running, but the stored copy shows no GPU and no
answer), juglab/n2v#51 (2019, a layout message under tensorflow-gpu 1.14 and training went on; no
GPU device in the stored copy), tensorflow/tensorflow#59578 (2023, the opening post is not in the
stored copy, only commenters saying their training finished), and keras-team/keras#11843 (2018,
start-up notices explained, but the poster then reports the IPython window crashing).

At first look (the doctor of commit 2647244) there were no broken logs to name; the working runs
were flagged in 2 of 3: ``compute-capability-ptx-jit`` for the RTX 3090 with TF 2.11, and
``python-version-unsupported`` with ``compute-capability-ptx-jit`` for the V100 run whose
template states Python 2.7 beside TensorFlow 2.3.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="tutorial-classification-rtx3090-layout-failed-dropout-still-runs",
        source=_GH + "tensorflow/tensorflow/issues/58621",
        text=r"""Invalid argument in example

### Tensorflow Version

2.11

### OS Platform and Distribution

Linux Ubuntu 22.04.1

### Python version

3.10

### CUDA/cuDNN version

11.2

### GPU model and memory

RTX 3090 24GB

### Current Behaviour?

This example returns invalid argument message, but it still runs. I wonder if that is a warning or error.

https://www.tensorflow.org/tutorials/images/classification

### Relevant log output

layout failed: INVALID_ARGUMENT: Size of values 0 does not match size of permutation 4 @ fanin shape insequential_2/dropout/dropout/SelectV2-2-TransposeNHWCToNCHW-LayoutOptimizer""",
        expected_cause=None,
        harmless=True,
        note="2022. The tutorial ran to the end on the RTX 3090 ('it still runs', the poster). Maintainer tilakrayal ran the tutorial in Colab without the message and said the page would be updated; the poster answered that the same warning/error still happens. The message was later traced in tensorflow/tensorflow PR #68488 (2024, ekuznetsov139, on the same tutorial): grappler's layout optimizer meets dropout's rank-0 zero tensor in where_v2, 'Since this is a legal input for array_ops.where_v2, the fault lies in the layout optimizer.' No fix was needed on the poster's side.",
        platform="linux",
    ),
    CorpusLog(
        name="mc-dropout-rtx8000-layout-failed-epoch-runs",
        source=_GH + "tensorflow/tensorflow/issues/61687",
        text=r"""Dropout Layer training=True -- layout failed: INVALID_ARGUMENT

I just ran your gist on my system, and received the same error as before.  

```
Epoch 1/50
2023-10-03 07:23:36.765732: E tensorflow/core/grappler/optimizers/meta_optimizer.cc:954] layout failed: INVALID_ARGUMENT: Size of values 0 does not match size of permutation 4 @ fanin shape inCustom_MC_Dropout_CNN/monte_carlo_dropout_22/dropout/SelectV2-2-TransposeNHWCToNCHW-LayoutOptimizer
935/938 [============================>.] - ETA: 0s - Accuracy: 0.9011 - Loss: 0.3918 - Precision: 0.3404 - Recall: 0.0217 - F1: 0.0408
2023-10-03 07:23:47.185562: E tensorflow/core/grappler/optimizers/meta_optimizer.cc:954] layout failed: INVALID_ARGUMENT: Size of values 0 does not match size of permutation 4 @ fanin shape inCustom_MC_Dropout_CNN/monte_carlo_dropout_22/dropout/SelectV2-2-TransposeNHWCToNCHW-LayoutOptimizer
```

One thing I noticed in your gist is that you were running with python 3.10 and I am running with 3.9; however, I am not sure the issue is related.

Again, I am running on NVIDIA RTX-8000 GPUs, the issue persists on A100s as well.""",
        expected_cause=None,
        harmless=True,
        note="2023. Confirmed by the outcome shown in the log itself: the epoch runs on with the message before and after it (935/938 batches, accuracy 0.90), on NVIDIA RTX 8000 and A100 GPUs. The text is the reporter's comment answering a maintainer's gist (the opening post is not in the stored copy). The issue stayed open with no fix asked of the user; the same message is explained in tensorflow/tensorflow PR #68488 (2024) as a layout-optimizer fault on dropout's legal scalar input.",
        platform="linux",
    ),
    CorpusLog(
        name="keras-fit-4x-v100-layout-failed-fit-succeeds",
        source=_GH + "tensorflow/tensorflow/issues/41949",
        text=r"""E tensorflow/core/grappler/optimizers/meta_optimizer.cc:581] layout failed: Invalid argument: Size of values 0 does not match size of permutation 4 @ fanin shape ingradient_tape /replica_1/SelectV2_4-

**System information**
- Have I written custom code (as opposed to using a stock example script provided in TensorFlow): Yes
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Linux Ubuntu 18.04
- TensorFlow installed from (source or binary): binary
- TensorFlow version (use command below): 2.3.0 and tf-nightly
- Python version: 2.7
- CUDA/cuDNN version: 10.1
- GPU model and memory: v100

**Describe the current behavior**
Running a tf.keras fit method triggers this error in the logs. I am working with a really large codebase, hence providing a standlone code example is not feasible. Also finding what block of code is causing this isn't straightforwad for the same reason. Interestingly the fit method runs successfully even with this error popping up in the logs.

**Other info / logs** 
```
2020-08-01 11:02:39.503101: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1858] Adding visible gpu devices: 0, 1, 2, 3
2020-08-01 11:02:39.503161: I tensorflow/stream_executor/platform/default/dso_loader.cc:48] Successfully opened dynamic library libcudart.so.10.1
...
```""",
        expected_cause=None,
        harmless=True,
        note="2020. Confirmed by the outcome, in the poster's own words: 'Interestingly the fit method runs successfully even with this error popping up in the logs' (four V100 GPUs visible, MirroredStrategy replica_1 in the node name). Closed as stalled with no cause asked of the poster. The rest of the posted log is not in the stored copy (cut with '...'); the first line is the issue's title as shown. Odd: the template states Python 2.7, for which TensorFlow 2.3 has no wheels (likely a slip in the template).",
        platform="linux",
    ),
)
