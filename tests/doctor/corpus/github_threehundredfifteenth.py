# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A three-hundred-and-fifteenth set of real threads, gathered apart, from GitHub issues (issues corpus) on TensorFlow running on NVIDIA Jetson boards (Jetson TX2), on a repository new to the corpus (matterport/Mask_RCNN).

Broken kinds held: a model too large for an embedded board, failing in a TensorFlow GPU kernel
launch ('too many resources requested for launch') on a Jetson TX2, with no catalogue cause.
Working runs: none met.

Very small set: most Jetson threads that plain searches return (jetson-containers,
jetsonhacks, Qengineering, tf_trt_models, PINTO0309 wheels, donkeycar, darkflow and
object-detection repositories run on Nano, TX1, TX2, Xavier and Orin boards) are already in the
corpus, or stop without a confirmed cause in the stored text (the board was 'killed', ran out of
memory or hung, and the thread ends on a suggestion with no reply). One confirmed thread, prose
only, was left out to keep prose-only records to a third: jkjung-avt/hand-detection-tutorial#23
(2020; training on a 4 GB Jetson Nano used all memory and swap, and the author explained that
the Nano's 4 GB are shared by CPU and GPU and the GPU cannot use swap; the poster agreed).

At first look (the doctor of commit 1903dcf) the cause was named in 0 of 1 broken logs, 0 first:
the log's confirmed cause has no catalogue ID, and the doctor named gpu-out-of-memory for it; no
working run to flag.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="mask-rcnn-jetson-tx2-whereop-too-many-resources-for-launch",
        source=_GH + "matterport/Mask_RCNN/issues/171",
        text=r"""Hi,

I try to run demo on TX2, but it comes out with error:

```
File "/usr/local/lib/python3.5/dist-packages/tensorflow/python/client/session.py", line 1327, in _do_call
    return fn(*args)
  File "/usr/local/lib/python3.5/dist-packages/tensorflow/python/client/session.py", line 1306, in _run_fn
    status, `run_metadata)`
  File "/usr/lib/python3.5/contextlib.py", line 66, in __exit__
    next(self.gen)
  File "/usr/local/lib/python3.5/dist-packages/tensorflow/python/framework/errors_impl.py", line 466, in raise_exception_on_not_ok_status
    pywrap_tensorflow.TF_GetCode(status))
tensorflow.python.framework.errors_impl.InternalError: WhereOp: Could not launch cub::DeviceReduce::Sum to count number of true indices.  temp_storage_bytes: 1, status: too many resources requested for launch
```
Does it mean the demo ran out of memory? I try to reduce the size of image but the error is still there.

Any idea? Thanks a lot!""",
        expected_cause=None,
        note="2018, Jetson TX2. The repository's author (waleedka) answered: 'This model is too big for embedded devices. You can try with a resnet50 backbone instead of 101. Also, you can change the config to reduce the number of anchors, increase anchor strides, and reduce number or ROIs.' The poster did not dispute it (closed). The cause is a model too large for the board, failing in a GPU kernel launch (CUDA 'too many resources requested for launch') rather than in an allocation: no catalogue cause fits; gpu-out-of-memory would be the nearest.",
        platform="linux",
    ),
)
