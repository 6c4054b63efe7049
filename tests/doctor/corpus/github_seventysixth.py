# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A seventy-sixth set of real threads, gathered apart: GitHub issues whose posters answered them in the post itself (an EDIT, a SOLVED title, 'the problem was'), 2020-2025.

Broken kinds held: the official TensorFlow GPU Docker images of 2.18/2.19 shipping CUDA/cuDNN
releases older than the ones TensorFlow was built for (two threads), and a Mask R-CNN install
left on the CPU-only `tensorflow` package until `tensorflow-gpu` replaced it. Working runs: 0.
The set is small (3 of the 5-6 aimed for): nearly every self-answered thread the searches met
(EDIT/SOLVED notes, titles naming the cause, a poster's own 'the problem was') was already in
the corpus, and the search shows only the opening part of a thread, so threads whose answer
came later could not be confirmed; no working (harmless) run with its confirmation in view was
met that the corpus did not already hold.

At first look (the doctor of commit 237394c, before this set was read) the cause was named in 2
of the 3 broken logs, both first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf219-latest-gpu-docker-cudnn-mismatch-gpu-list-empty",
        source=_GH + "tensorflow/tensorflow/issues/94593",
        text=r"""**Title:** TensorFlow Docker `tensorflow/tensorflow:latest-gpu` fails to detect GPU due to CUDA/cuDNN mismatch

**Description:**

The latest TensorFlow GPU Docker image (`tensorflow/tensorflow:latest-gpu`, pulled as of May 31, 2025) is broken out-of-the-box for GPU usage.

Running:
docker run --gpus all -it tensorflow/tensorflow:latest-gpu bash
python3 -c 'import tensorflow as tf; print(tf.config.list_physical_devices("GPU"))'

**Expected Behavior:**  
TensorFlow should detect and list available GPUs.

**Actual Behavior:**  
TensorFlow returns an empty list: `[]`.

**Error Logs:**

E tensorflow/stream_executor/cuda/cuda_fft.cc:467] Unable to register cuFFT factory: Attempting to register factory for plugin cuFFT when one has already been registered
E tensorflow/stream_executor/cuda/cuda_dnn.cc:8579] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered
E tensorflow/stream_executor/cuda/cuda_blas.cc:1407] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered
W tensorflow/core/common_runtime/gpu/gpu_device.cc:2341] Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed properly if you would like to
...""",
        expected_cause="cuda-libraries-missing",
        note="2025. Official tensorflow/tensorflow:latest-gpu image (TensorFlow 2.19 in May 2025), run with --gpus all. The poster names the cause in the title and the post itself ('fails to detect GPU due to CUDA/cuDNN mismatch': the image's CUDA/cuDNN is not the release this TensorFlow was built for, so its GPU libraries cannot be loaded); a TensorFlow team member (Venkat6871) answered 'I was able to reproduce this issue on my end', and another user's way out was to 'downgrade to tensorflow 2.17'. Only the opening part of the post could be read: the text stops mid-line where the search excerpt did ('...'). The three factory 'already registered' lines are the usual harmless ones.",
        platform="linux",
    ),
    CorpusLog(
        name="tf218-official-container-cuda123-cannot-dlopen-cpu-only",
        source=_GH + "tensorflow/tensorflow/issues/88348",
        text=r"""### Issue type

Bug

### Have you reproduced the bug with TensorFlow Nightly?

Yes

### Source

binary

### TensorFlow version

2.18.0, 2.19.0rc0

### Custom code

No

### Current behavior?

Can you please update official Tensorflow Docker containers starting version 2.18.0? It is supposed to require CUDA > 12.5. However, the official containers still use 12.3 and does not work. We can technically pull the container and modify. But official containers should include the correct dependencies. Thank you!

### Standalone code to reproduce the issue

import tensorflow as tf
tf.config.list_physical_devices()

### Relevant log output

WARNING: All log messages before absl::InitializeLog() is called are written to STDERR
W0000 00:00:1740763678.575642 2218885 gpu_device.cc:2340] Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed properly if you would like to use GPU. Follow the guide at https://www.tensorflow.org/install/gpu for how to download and setup the required libraries for your platform.
Skipping registering GPU devices...
[PhysicalDevice(name='/physical_device:CPU:0', device_type='CPU')]""",
        expected_cause="cuda-libraries-missing",
        note="2025. Official TensorFlow 2.18.0 / 2.19.0rc0 GPU Docker containers. The poster states the cause in the post itself: TensorFlow 2.18 'is supposed to require CUDA > 12.5. However, the official containers still use 12.3 and does not work. We can technically pull the container and modify' (i.e. it works once the container's CUDA libraries are brought up to the release TensorFlow was built for). The only later comment in view is the poster's own follow-up asking for news; no maintainer reply was seen, so the confirmation is the poster's own diagnosis and workaround (weaker than most records).",
        platform="linux",
    ),
    CorpusLog(
        name="mask-rcnn-balloon-plain-tensorflow-cpu-pr-switch-to-tensorflow-gpu",
        source=_GH + "matterport/Mask_RCNN/pull/1946",
        text=r"""I noticed that running the balloon sample wasn't really using my GPU. Replacing tensorflow with tensorflow-gpu made things run much faster. I assume this would be the case for everyone and you already tell people that they need a GPU in the docs.""",
        expected_cause="tensorflow-cpu-only-build",
        note="2020. Prose only, weak. A pull request 'Change dependency to tensorflow-gpu' whose author says in its description what fixed it: with the plain `tensorflow` package the repository's requirements name, the balloon sample 'wasn't really using my GPU', and 'Replacing tensorflow with tensorflow-gpu made things run much faster' (so the `tensorflow` installed was a CPU-only build; the TensorFlow version is not stated). The PR was left open; the confirmation is the author's own. Platform not stated.",
        platform="linux",
    ),
)
