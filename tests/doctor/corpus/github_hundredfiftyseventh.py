# ruff: noqa: E501, W293 - log lines are quoted verbatim (long, some blank lines indented)
"""A hundred-and-fifty-seventh set of real threads, gathered apart, from GitHub issues (issues corpus) on package managers and ready-made images (NixOS/nixpkgs, kubeflow/kubeflow), where TensorFlow for an NVIDIA GPU was installed through the manager or came in a prepared image.

Broken kinds held: a Nix-built TensorFlow carrying its own copy of the NVIDIA driver library
(libcuda 390.25) on a host whose kernel module was 390.67, and a ready-made GPU notebook image
whose Python 3 had no TensorFlow at all (it was installed for Python 2 only). Working runs: 0
(none met).

Small set: most threads the searches returned on these repositories (conda-forge feedstocks,
poetry, pixi, uv, jupyter/docker-stacks, SageMaker and Colab images, Ray) are already in the
corpus, and most of the new ones had no confirmation in the stored copy (the stored text of a
thread is often its opening only). Left out although confirmed: Kaggle/docker-python#1044 (2021;
the maintainer's diagnosis, TensorFlow in the notebook process holding all GPU memory while a
script ran in a second process, fixed with TF_FORCE_GPU_ALLOW_GROWTH, was thanked by the poster,
but the opening post is not in the stored copy), and ray-project/ray#971 (2017; a pull request
whose text is a single sentence, no log).

At first look (the doctor of commit 4dfa702) the cause was named in 1 of the 2 broken logs, first;
the image whose Python 3 lacked TensorFlow was missed (nothing named). No working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="nixpkgs-tensorflowwithcuda-bundled-libcuda-39025-kernel-39067",
        source=_GH + "NixOS/nixpkgs/issues/45734",
        text=r"""The tensorflowWithCuda derivation appears to bundle the `/nix/store/*-nvidia-x11-390.25-4.14.32` artifact along with it. This seems to work when working inside a NixOS machine due to the `$LD_LIBRARY_PATH` being set to `/run/opengl-drivers/lib`. To test this, I ran `LD_LIBRARY_PATH='' ./result/bin/app`, and this resulted in an error about the the kernel and cuda driver version:

```
2018-08-29 17:22:10.992066: E tensorflow/stream_executor/cuda/cuda_diagnostics.cc:303] kernel version 390.67.0 does not match DSO version 390.25.0 -- cannot find working devices in this configuration
```

I then used the `docker.buildImage` function to turn this into a docker image. Everything works normally except this driver mismatch.

My initial solution was to use these 2 `docker run` options:.

```
--env LD_LIBRARY_PATH='/lib'
--volume='/nix/store/gc779g2i2046prsxby8k1v92b0nfs2ix-nvidia-x11-390.67-4.17.6/lib/libcuda.so.390.67:/lib/libcuda.so.1:ro'
```

However, it still fails because this time it wants to get the `libnvidia-fatbinaryloader.so`.

Now I imagined in this case it makes sense to try to bind mount the entire `/run/opengl-driver/lib`, however this doesn't work because all the shared objects there are symlinks, and symlinks inside bind mounts don't work inside Docker.""",
        expected_cause="driver-library-mismatch",
        note="2018. Title: 'Finding the right libcuda.so in the LD_LIBRARY_PATH when running Tensorflow with CUDA in Docker'. The cause is confirmed by the poster's own test rather than by a maintainer: with the host driver path removed (LD_LIBRARY_PATH='') the Nix package loaded the libcuda it carries (nvidia-x11 390.25) against the running 390.67 kernel module and TensorFlow printed the mismatch; mounting the host's libcuda.so.390.67 in its place got past the mismatch (the run then wanted libnvidia-fatbinaryloader.so, which the poster could not mount). The issue is still open in the stored copy; no maintainer reply is stored.",
        platform="linux",
    ),
    CorpusLog(
        name="kubeflow-tf114-notebook-gpu-image-tensorflow-only-in-python2",
        source=_GH + "kubeflow/kubeflow/issues/4471",
        text=r"""/kind bug

**What steps did you take and what happened:**

Try to set up a notebook with image gcr.io/kubeflow-images-public/tensorflow-1.14.0-notebook-gpu:v0.7.0 in kubeflow 0.7. But this image contains both python2 and python3 runtime, and tensorflow only exists in python2 runtime.

In container's terminal I run `python --version` got the following output:
`Python 2.7.15+`

`pip list` got the following output:
<details>
  <summary>Click to expand</summary>
  
```
DEPRECATION: Python 2.7 will reach the end of its life on January 1st, 2020. Please upgrade your Python as Python 2.7 won't be maintained after that date. A future version of pip will drop support for Python 2.7.
Package                            Version
---------------------------------- -----------
absl-py                            0.7.1
asn1crypto                         0.24.0
astor                              0.8.0
attrs                              19.1.0
backports-abc                      0.5
backports.functools-lru-cache      1.5
backports.shutil-get-terminal-size 1.0.0
backports.weakref                  1.0.post1
bleach                             3.1.0
configparser                       3.7.4
crcmod                             1.7
cryptography                       2.1.4
cycler
...""",
        expected_cause="tensorflow-not-installed",
        note="2019. Labelled kind/bug priority/p0. Maintainers acknowledged the image bug and fixed it: Tabrizian 'Thanks for reporting this problem. We are working on it.', jlewi 'After #4478 is merged we will need to build a new image and move the 0.7.0 tag.' and, closing it, 'Closing this as fixed by #4352'. The Python 3 runtime of the ready-made GPU notebook image had no TensorFlow; it was installed for Python 2 only. The pip list is cut where the stored copy of the opening post ends. The same image bug, reported later by another user, is kubeflow/kubeflow#4704 (already in the corpus).",
        platform="linux",
    ),
)
