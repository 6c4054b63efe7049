# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A ninety-eighth set of real threads, gathered apart: GitHub issues where a package or environment manager (pip and its resolver, conda/Anaconda, Poetry, Miniconda) installed TensorFlow without a working GPU, from the trackers of tensorflow/tensorflow, tensorflow/tensorboard, ContinuumIO/anaconda-issues and a book's companion repository, 2017-2024.

Broken kinds held: a dependency of the GPU install that has no wheel for the user's Python (TensorRT
pinned by `tensorflow[and-cuda]`, a missing `tensorflow-intel` wheel met through Poetry), a Python
too new for the requested TensorFlow (a Miniconda base on 3.12), a conda-installed cuDNN newer than
the one the conda TensorFlow build expects, a CPU `tensorflow` pulled in by TensorBoard's dependency
over `tensorflow-gpu`, and a pip `tensorflow-gpu` built for an older CUDA than the one installed.
Working runs: 0 (none met).

At first look (the doctor of commit 2a6b964, before this set was read) the cause was named in 1
of the 6 broken logs, first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf214-and-cuda-tensorrt-8531-no-py311-wheel",
        source=_GH + "tensorflow/tensorflow/issues/61986",
        text=r"""### Issue type

Build/Install

### Have you reproduced the bug with TensorFlow Nightly?

Yes

### Source

binary

### TensorFlow version

2.14.0

### Custom code

No

### OS platform and distribution

Ubuntu 22.04

### Python version

3.11

### Current behavior?

tensorrt==8.5.3.1, a pinned dependency in TensorFlow[and-cuda], is only available up to Python 3.10 and therefore fails installing with Python 3.11

### Standalone code to reproduce the issue

Installation issue
`pip install "tensorflow[and-cuda]>=2.14.0"` with Python 3.11+

### Relevant log output

ERROR: Could not find a version that satisfies the requirement tensorrt==8.5.3.1; extra == "and-cuda" (from tensorflow[and-cuda]) (from versions: 0.0.1.dev5, 0.0.1, 8.6.1, 8.6.1.post1, 9.0.0.post11.dev1, 9.0.0.post12.dev1, 9.0.1.post11.dev4, 9.0.1.post12.dev4)
ERROR: No matching distribution found for tensorrt==8.5.3.1; extra == "and-cuda"
""",
        expected_cause="dependency-no-platform-wheel",
        note="2023. The poster names the cause in the issue title and body (tensorrt==8.5.3.1, pinned by the and-cuda extra, has no wheel for Python 3.11); a maintainer routed it to NVIDIA ('Routing to @cliffwoolley') and cliffwoolley answered 'I confirmed with our TensorRT ...' (rest of the reply not in the stored copy). pip's own list shows no 8.5.3.1 for this Python.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-intel-2101-missing-cp39-wheel-poetry",
        source=_GH + "tensorflow/tensorflow/issues/59967",
        text=r"""### Issue Type

Build/Install

### Have you reproduced the bug with TF nightly?

No

### Source

binary

### Tensorflow Version

2.10.1

### Custom Code

No

### OS Platform and Distribution

Windows

### Python version

3.9

### Current Behaviour?

As identified as part of my poetry package management, the PyPi server is currently lacking a wheel for tensorflow-intel==2.10.1. I also checked "front-end wise" on the followng URL: https://pypi.org/project/tensorflow-intel/2.10.1/#files

I would like to use in particular that version for tensorflow, as it is the last one with Windows-native GPU support. It is available for all other Python versions, but not 3.9.

### Standalone code to reproduce the issue

$ conda create -n tf39 python=3.9
$ conda activate tf39
$ pip install tensorflow-intel==2.10.1

### Relevant log output

ERROR: Could not find a version that satisfies the requirement tensorflow-intel==2.10.1 (from versions: 0.0.1, 2.10.0.dev20220728, 2.10.0rc0, 2.10.0rc1, 2.10.0rc2, 2.10.0rc3, 2.10.0, 2.11.0rc0, 2.11.0rc1, 2.11.0rc2, 2.11.0, 2.12.0rc0, 2.12.0rc1)
ERROR: No matching distribution found for tensorflow-intel==2.10.1
""",
        expected_cause="dependency-no-platform-wheel",
        note="2023. Met through Poetry's lock: the Windows dependency tensorflow-intel 2.10.1 had no cp39 wheel on PyPI. TF maintainer mraunak confirmed by fixing it: 'we have uploaded the Python 3.9 wheel for TF 2.10.1'.",
        platform="windows",
    ),
    CorpusLog(
        name="pip-tf214-miniconda-python312-no-match",
        source=_GH + "tensorflow/tensorflow/issues/63087",
        text=r"""while running the command pip install tensorflow==2.14 in debian 11 system running into the following error:

ERROR: Could not find a version that satisfies the requirement tensorflow==2.14 (from versions: 2.16.0rc0)
ERROR: No matching distribution found for tensorflow==2.14
""",
        expected_cause="python-version-unsupported",
        note="2024. After a maintainer asked about the Python version, the poster confirmed: 'seems like using the latest Miniconda3 version base env caused the issue since it was using python3.12 using miniconda3 for 3.11 and v24.1.2 resolved the issue, Thank you!'",
        platform="linux",
    ),
    CorpusLog(
        name="conda-tf-gpu-1131-cudnn76-conv2d-fails-rtx2080",
        source=_GH + "ContinuumIO/anaconda-issues/issues/11156",
        text=r"""### Actual Behavior

I use RTX-2080 GPU and try to construct CNN. In the past, I used tensorflow-gpu==1.12.0 and has no problems, but after update the tensorflow-gpu==1.13.1, I cannot train CNN network.

The reason I post this issue to "anaconda-issue" is that the cause is the cudnn version which installed when `conda install tensorflow-gpu==1.13.1`. In the newer version of conda command, cudnn==7.6 is installed by default, and it causes the error even in the tensorflow-gpu==1.12.0, but after downgrading to 7.3.1, no error occur. I want to try tensorflow-gpu==1.13.1 with cudnn==7.4, but conda does not have that version.

### Expected Behavior

Train CNN network with GPU.

### Steps to Reproduce

conda create -n test python=3.6.8
conda activate test
conda install tensorflow-gpu==1.13.1
python test.py

test.py
import tensorflow as tf                                                                                                                        
import numpy as np

X = tf.keras.Input(shape=(32,32,3))
y = tf.keras.layers.Conv2D(10, kernel_size=3)(X)
model = tf.keras.Model(X, y)
pred = model.predict(np.random.randn(1, 32, 32, 3)) 

the error message is
WARNING:tensorflow:From /home/alice/.conda/envs/gpu-test/lib/python3.6/site-packages/tensorflow/python/ops/resource_variable_ops.py:435: colocate_with (from t
...
     active environment : gpu-test
    active env location : /home/alice/.conda/envs/gpu-test
            shell level : 1
       user config file : /home/alice/.condarc
 populated config files : 
          conda version : 4.5.12
    conda-build version : 3.17.6
         python version : 3.7.1.final.0
       base environment : /home/alice/anaconda3  (read only)
           channel URLs : https://repo.anaconda.com/pkgs/main/linux-64
                          https://repo.anaconda.com/pkgs/main/noarch
                          https://repo.anaconda.com/pkgs/free/linux-64
                          https://repo.anaconda.com/pkgs/free/noarch
                          https://repo.anaconda.com/pkgs/r/linux-64
                          https://repo.anaconda.com/pkgs/r/noarch
                          https://repo.anaconda.com/pkgs/pro/linux-64
                          https://repo.anaconda.com/pkgs/pro/noarch
          package cache : /home/alice/anaconda3/pkgs
                          /home/alice/.conda/pkgs
       envs directories : /home/alice/.conda/envs
                          /home/alice/anaconda3/envs
               platform : linux-64
             user-agent : conda/4.5.12 requests/2.21.0 CPython/3.7.1 Linux/4.15.0-55-generic ubuntu/18.04 glibc/2.27
                UID:GID : 1000:1000
...
# packages in environment at /home/alice/.conda/envs/gpu-test:
#
# Name                    Version                   Build  Channel
_libgcc_mutex             0.1                        main    defaults
_tflow_select             2.1.0                       gpu    defaults
absl-py                   0.7.1                    py36_0    defaults
astor                     0.7.1                    py36_0    defaults
blas                      1.0                         mkl    defaults
c-ares                    1.15.0               h7b6447c_1    defaults
ca-certificates           2019.5.15                     0    defaults
certifi                   2019.6.16                py36_0    defaults
cudatoolkit               10.0.130                      0    defaults
cudnn                     7.6.0                cuda10.0_0    defaults
cupti                     10.0.130                      0    defaults
cycler                    0.10.0                    <pip>
decorator                 4.4.0                     <pip>
gast                      0.2.2                    py36_0    defaults
grpcio                    1.16.1           py36hf8bcb03_1    defaults
h5py                      2.9.0            py36h7918eee_0    defaults
hdf5                      1.10.4               hb1b8bf9_0    defaults
imageio                   2.5.0                     <pip>
...
""",
        expected_cause="cudnn-version-mismatch",
        note="2019. Poster-confirmed in the opening post: conda's tensorflow-gpu 1.13.1 pulled cudnn 7.6.0 (shown in the conda list) and Conv2D failed; 'after downgrading to 7.3.1, no error occur'. The stored copy cuts the error text after its first line.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorboard-dep-pulls-cpu-tensorflow-over-tf-gpu-prose",
        source=_GH + "tensorflow/tensorboard/issues/410",
        text=r"""Currently tensorflow and tensorboard depend on each other:
tensorflow(1.3.0) needs: tensorflow-tensorboard (<0.2.0,>=0.1.0)
tensorflow-tensorboard(0.1.4) needs: tensorflow (>=1.2.0)

And also tensorflow-gpu has a dependency on tensorboard:
tensorflow(1.3.0) needs: tensorflow-tensorboard (<0.2.0,>=0.1.0)

This result a problem:
If I install tensorflow-gpu from ``pip install tensorflow-gpu`` , it will install
tensorboard dependency and then install tensorflow from tensorboard 
inpendency.  And then tensorflow package overrides the gpu package.

Are there any ways to solve this?
Should the mutual dependency be decoupled?
""",
        expected_cause="multiple-tensorflow-distributions",
        note="2017. Prose only. TensorBoard maintainer chihuahua restated it ('the later installation of tensorboard triggers an installation of TensorFlow that overrides tensorflow-gpu, so we end up with just the CPU version of TensorFlow'), and jart shipped the fix ('TensorBoard 0.1.5 has been uploaded to PyPi, which removes the cyc[lic dependency]').",
        platform="linux",
    ),
    CorpusLog(
        name="handson-ml2-tf-gpu-200-pip-needs-cuda100-prose",
        source=_GH + "ageron/handson-ml2/issues/61",
        text=r"""The tensorflow-gpu 2.0.0 you get from pip only works with cuda 10.0. If you have the newer cuda 10.1 installed, you'll either have to downgrade cuda or compile tensorflow from source yourself.

I went the latter route and it works fine with cuda 10.1.
""",
        expected_cause="cuda-libraries-missing",
        note="2019. Prose only; platform not stated. The poster met it and fixed it himself (built TF against CUDA 10.1); the maintainer ageron agreed: 'Indeed, I should probably add a comment about this in the book', later suggesting conda install tensorflow-gpu, which 'will always install the right version of CUDA'.",
        platform="linux",
    ),
)
