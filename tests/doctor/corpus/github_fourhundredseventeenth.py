# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-seventeenth set of real threads: Keras 3 and the TensorFlow family's satellite trackers (2016), from GitHub issues on rstudio/tensorflow.

Broken kinds held: the CUDA runtime library not found by an R session started by RStudio
Server, which does not inherit the shell's LD_LIBRARY_PATH (rstudio/tensorflow). All broken: 1;
working runs: 0.

Left out: nearly everything met. The satellite trackers (keras-team/keras, keras-hub,
tensorflow/tfjs, serving, models, addons, rstudio/keras3 and rstudio/tensorflow) are largely
drawn already (keras#18844, keras3#107, keras3#504, keras3#1456, tfjs#3727, tfjs#3957,
tfjs#8362, tfjs#8505, keras-hub#1519, addons#470, addons#574 met again), and in the threads not
yet held the stored copy showed no confirmation of the cause: tfjs#8269 and tfjs#8187 (CUDA 12
installed for tfjs-node-gpu, which wants CUDA 11.2/cuDNN 8.1; the stored text stops at the
maintainer's answer), keras#19002, keras#19255 and keras#19276 (TF 2.16 on Keras 3 not seeing
the GPU; sent to the TensorFlow tracker, no fix confirmed), models#10360 and models#10486
(Colab cuDNN 8.0.5 against 8.1; no poster confirmation in the stored text), keras#11888 and
keras#7172 (answers suggested, no reply seen), rstudio/keras3#1466 and rstudio/tensorflow#611
(open, unanswered). Threads whose cause lay outside the GPU stack were left out too
(serving#1474, a model exported by an old TensorFlow; addons#2289, the user's code), as were
docs/feature requests (serving#1768, xprof#63) and MediaPipe's EGL/OpenGL GPU-delegate threads
with no confirmation (mediapipe#6231, #5505). rstudio/tensorflow#38 is held on a confirmation
by a second user with the same RStudio Server setup, not by the poster.

At first look (the doctor of commit aa3e088) the cause of its one broken log was named, first;
there is no working run in the set.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="r-tensorflow-rstudio-server-libcudart-7-5-not-on-ld-library-path",
        source=_GH + "rstudio/tensorflow/issues/38",
        text=r"""When I installed the tensorflow package using the R shell, it's fine.

But when installing via the rstudio web GUI, I get the following error:
.......
* DONE (tensorflow)
Reloading installed tensorflow
ImportError: libcudart.so.7.5: cannot open shared object file: No such file or directory 
If you have not yet installed TensorFlow, see https://www.tensorflow.org/get_started/

......

@terrytangyuan  Rstudion desktop is ok, but rstudion sever cannot load tensorflow correctly.""",
        expected_cause="cuda-libraries-missing",
        note="2016. A second user (hunzikp) with the same RStudio Server failure: 'I had the same issue. Adding the following lines to `$RHOME/etc/ldpaths` solved it for me: export CUDA_HOME=/usr/local/cuda / export LD_LIBRARY_PATH=${CUDA_HOME}/lib64:${LD_LIBRARY_PATH}'; issue closed. The R session started by RStudio Server did not get the CUDA 7.5 library folder on its loader path (the R shell from a login did). The confirmation is by another user with the same setup, not by the poster.",
        platform="linux",
    ),
)
