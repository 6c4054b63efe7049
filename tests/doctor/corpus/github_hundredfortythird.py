# ruff: noqa: E501, W291, W293 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-forty-third set of real threads, gathered apart, from GitHub issues (issues corpus) on tensorflow/tensorflow, opened 2017-2021 with the issue template (System information, OS Platform and Distribution, TensorFlow installed from, CUDA/cuDNN version, GPU model and memory), about the GPU not being found or failing at start, where the thread says what the cause was.

Broken kinds held: a session that could not create its GPU context because another user of a
shared GPU held all its memory, a TensorFlow 1.3 release candidate on Windows that needed cuDNN 6
while cuDNN 5.1 was installed, and a TensorFlow 1.13 wheel (built for CUDA 10.0) on a machine
with CUDA 9.0. Working runs: none met on this angle.

Small set: most template threads of 2017-2021 about a GPU not found that the searches returned
are already in the corpus, and most of the rest have no confirmation in the stored copy (the
stored text is the opening and a few comments; the resolution, if any, lies past it). One record
rests on an expert's answer the poster did not dispute (no later word from the poster is stored),
one on the poster's own edit of the opening post, one on the poster's own report. The cuDNN 6
record is prose (the template and the words of the post, no log line).

At first look (the doctor of commit 5901921) the cause was named in 2 of the 3 broken logs, both
first; the cuDNN 6 record (prose) was read as cudnn-version-mismatch rather than a cuDNN library
that cannot be loaded. No working run in the set.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tensorflow-1x-session-ctx-retain-oom-gpu-held-by-other-user",
        source=_GH + "tensorflow/tensorflow/issues/17589",
        text=r"""Device mapping: no known devices. 2018-03-09 15:46:04.512611: I tensorflow/core/common_runtime/direct_session.cc:299] Device mapping:

Hi folks,

I am sure this question has been asked many many times everywhere but I couldn't get my problem resolved!
here is the error message after I execute:
`sess = tf.Session(config=tf.ConfigProto(log_device_placement=True))`
 
the error:
```
2018-03-09 15:45:58.393237: I tensorflow/core/platform/cpu_feature_guard.cc:137] Your CPU supports instructions that this TensorFlow binary was not compiled to use: SSE4.1 SSE4.2 AVX AVX2 FMA
2018-03-09 15:45:58.929878: E tensorflow/core/common_runtime/direct_session.cc:170] Internal: failed initializing StreamExecutor for CUDA device ordinal 0: Internal: failed call to cuDevicePrimaryCtxRetain: CUDA_ERROR_OUT_OF_MEMORY; total memory reported: 11719016448
Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
  File "/home/alice/anaconda3/lib/python3.6/site-packages/tensorflow/python/client/session.py", line 1482, in __init__
    super(Session, self).__init__(target, graph, config=config)
  File "/home/alice/anaconda3/lib/python3.6/site-packages/tensorflow/python/client/session.py", line 622, in __init__
    self._session = tf_session.TF_NewDeprecatedSession(opts, status)
  File "/home/alice/anaconda3/lib/python3.6/site-packages/tensorflow/python/framework/errors_impl.py"
...
```""",
        expected_cause="gpu-out-of-memory",
        note="2018. The first line is the issue's title, as the poster wrote it. The poster (Mark010) had answered a maintainer 'I will check and get back to you because I am not the only one using this GPU'; the issue was closed for inactivity, and months later the poster told another user who hit the same error: 'it turned out that someone was occupying the whole memory!' (another process on the shared GPU held its memory, so the CUDA context could not be created). The rest of the traceback is not in the stored copy (cut with '...'). The template was added to the post later ('I updated my post'); the stored copy shows the first version.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorflow-130rc0-windows-k40-cudnn51-needs-cudnn6",
        source=_GH + "tensorflow/tensorflow/issues/11645",
        text=r"""1.3.0rc0 GPU Windows Binaries are broken.

### System information
- **Have I written custom code (as opposed to using a stock example script provided in TensorFlow)**:
- **OS Platform and Distribution (e.g., Linux Ubuntu 16.04)**: Win10-64
- **TensorFlow installed from (source or binary)**: Binary
- **TensorFlow version (use command below)**: 1.3.0rc0 GPU
- **Python version**: 3.6
- **CUDA/cuDNN version**: 8/5.1
- **GPU model and memory**: k40 12gb
- **Exact command to reproduce**: `import tensorflow as tf`

### Describe the problem
_Only tried GPU versions_
Despite what the release config matrix says here: https://ci.tensorflow.org/view/Release/job/release-win/lastBuild/ it appears that the binaries (pip and from ci) for 1.3.0rc0 do not work on windows. Each time will return the pywrap/DLL error etc. Checked with @mrry check script and everything is ok. Tried with python 3.5 and 3.6. 1.2.1 works on both those python versions just fine. I noticed that the 3.5 build for win-gpu was failing but jenkins reckons 3.6 build is ok but i'm unable to replicate a successful install.

Note that I have been running tf-gpu on this machine for a while now so not a dll problem etc.""",
        expected_cause="cuda-libraries-missing",
        note="2017. Prose and the template, no log line (the poster described 'the pywrap/DLL error' at import without pasting it). The poster (jubjamie) later put an update at the top of the post (left out of the text, as it is what the fix revealed): 'UPDATE: This is most likely due to the new cuDNN requirement not being specified. Users stumbling across this issue should check what cuDNN version they have installed as 1.3 binaries are built with cuDNN v6.' cuDNN 5.1 was installed, so TensorFlow 1.3 found no cudnn64_6.dll: a cuDNN library TensorFlow needs cannot be loaded. The poster's update says 'most likely'; the stored copy has no later word. The rest of the post after 'not a dll problem etc.' is not in the stored copy.",
        platform="windows",
    ),
    CorpusLog(
        name="tensorflow-113-mint-1080ti-cuda90-wants-libcublas-10",
        source=_GH + "tensorflow/tensorflow/issues/26182",
        text=r"""ImportError: libcublas.so.10.0: cannot open shared object file: No such file or directory

**System information**
- Linux Mint
-Anaconda - pip install tensorflow-gpu
- 9.0/7.5:
- 1080 ti

I was using tensorflow gpu last year. I wanted to set it up again. I got it running on my Windows 10 partition. Now I have tried to set it up again on my Mint partition. I always get the following error. 
ImportError: libcublas.so.10.0: cannot open shared object file: No such file or directory.
I thought TF needs cuda 9.0 and not 10.0?

The error occurs if I execute the following code.

import tensorflow as tf
sess = tf.Session(config=tf.ConfigProto(log_device_placement=True))""",
        expected_cause="cuda-libraries-missing",
        note="2019 (opened 2019-02-27, the day after TensorFlow 1.13.1, the first pip wheel built with CUDA 10.0). The first line is the issue's title. CUDA 9.0 / cuDNN 7.5 installed; the pip tensorflow-gpu wanted libcublas.so.10.0. Confirmed by an expert's answer the poster did not dispute (ppwwyyxx): 'Each TensorFlow binary has to work with the version of cuda and cudnn it was built with. If they don't match, you have to change either the TensorFlow binary or the Nvidia softwares.' (his next line, on which CUDA the official binaries are built with, is cut off in the stored copy). No later word from the poster is stored; the issue was closed awaiting response.",
        platform="linux",
    ),
)
