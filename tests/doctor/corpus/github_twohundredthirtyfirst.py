# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-thirty-first set of real threads, gathered apart, from GitHub issues (issues corpus): add-on libraries built against one TensorFlow that failed with another, on NVIDIA GPU set-ups (2018-2025). Repositories: NVIDIA/DALI (its TensorFlow plugin, new to the corpus), tensorflow/addons, tensorflow/io, argonne-lcf/dlio_benchmark and Newbeeer/Poisson_flow.

Broken kinds held: a compiled add-on (DALI's TensorFlow plugin, TensorFlow Addons' custom ops,
tensorflow-io's libtensorflow_io.so) loaded into a TensorFlow other than the one it was built for,
or built with another compiler or C++ ABI ("undefined symbol: _ZN10tensorflow...", "No matching
DALI plugin found for installed TensorFlow version"), and one pure-Python add-on (TensorFlow
Probability) that refused a TensorFlow older than it needs (no catalogue cause: the compiled-op
cause does not fit a Python version check). 9 broken, no working run.

Most are from 2018-2020: the later tensorflow-text, tensorflow-io and horovod threads the searches
returned had no confirmation in the stored text, sat on CPU-only machines or Apple silicon, or are
already in the corpus. Left out, confirmed but with no GPU in the stored text of the thread:
tensorflow/io#2104 (2024; TF 2.18 with tensorflow-io 0.37.1, "Pinning tf to 2.17.1 solves the
issue"). The dlio_benchmark record runs a workload named for H100 GPUs, but its log does not show
the GPU.

At first look (the doctor of commit 3e3edd5) the cause was named in 5 of the 9 broken logs (one has
no catalogue cause), all 5 first; nothing at all was named for the other four: the tensorflow-io
plugin warning whose symbol is in the tsl namespace ("undefined symbol: _ZN3tsl5mutex6unlockEv"),
the tensorflow-io post whose traceback is only in its title, DALI's "No matching DALI plugin found
for installed TensorFlow version" without an undefined-symbol line, and the TensorFlow Probability
version check. No working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="dlio-benchmark-tf220-tfio-0371-undefined-tsl-symbol",
        source=_GH + "argonne-lcf/dlio_benchmark/issues/305",
        text=r"""Tensorflow Symbol Mismatch during Resnet50 and Cosmoflow data generation

During the data generation process for models resnet50 and cosmoflow, a tensorflow mismatch symbol error continuously seen. The tensorflow version and tensorflow.io version during the pip install of the DLIO tool is tf=2.20.0 and tfio=0.37.1
On initial research it seems the current tensorflow version does not support the tfio=0.37.1 version. So an initial band aid fix that removed this error was to downgrade tensorflow to 2.16.2

(env2) mpl060d:/home/alice/local # **mpirun -np 8 dlio_benchmark workload=resnet50_h100 ++workload.workflow.generate_data=True ++workload.workflow.train=False**

[OUTPUT] 2025-09-17T14:41:04.721413 Running DLIO [Generating data] with 8 process(es)
[OUTPUT] 2025-09-17T14:41:04.724308 Starting data generation
/home/alice/local/env2/lib/python3.12/site-packages/tensorflow_io/python/ops/__init__.py:98: UserWarning: unable to load libtensorflow_io_plugins.so: unable to open file: libtensorflow_io_plugins.so, from paths: ['/home/alice/local/env2/lib/python3.12/site-packages/tensorflow_io/python/ops/libtensorflow_io_plugins.so']
caused by: ['/home/alice/local/env2/lib/python3.12/site-packages/tensorflow_io/python/ops/libtensorflow_io_plugins.so: undefined symbol: _ZN3tsl5mutex6unlockEv']
  warnings.warn(f"unable to load libtensorflow_io_plugins.so: {e}")""",
        expected_cause="custom-op-build-mismatch",
        note="2025. The poster's own fix in the opening post (downgrading TensorFlow 2.20 to 2.16.2 removed the error; in the follow-up issue #306 also 'Uninstalling and reinstalling TensorFlow (2.20)'), and another user (jeking3) named the cause: 'tensorflow-io stopped development in 2024 and only supports tensorflow 2.16.x ... Fix: Install tensorflow==2.16.2 and tensorflow-io==0.37.1'. tensorflow-io's compiled plugins were built for an older TensorFlow. The workload is named for H100 GPUs; the log shows no GPU line.",
        platform="linux",
    ),
    CorpusLog(
        name="tfio-gcp-dlvm-tf23-gpu-image-libtensorflow-io",
        source=_GH + "tensorflow/io/issues/1100",
        text=r"""NotImplementedError: unable to open file: libtensorflow_io.so on a fresh GCP Deep Learning VM with TensorFlow 2.3

I just setup a GCE instance based on the GCP Deep Learning images, particularly this one:

```sh
======================================
Welcome to the Google Deep Learning VM
======================================

Version: tf2-2-3-gpu.2-3.m55
Based on: Debian GNU/Linux 9.13 (stretch) (GNU/Linux 4.9.0-13-amd64 x86_64\n)
```

which comes with TF 2.3 and TFIO 0.15

```sh
(base) alice@host:~$ pip show tensorflow-io
Name: tensorflow-io
Version: 0.15.0
Summary: TensorFlow IO
Home-page: https://github.com/tensorflow/io
Author: Google Inc.
Author-email: opensource@google.com
License: UNKNOWN
Location: /opt/conda/lib/python3.7/site-packages
Requires: tensorflow
Required-by: 

(base) alice@host:~$ pip show tensorflow
Name: tensorflow
Version: 2.3.0
Summary: TensorFlow is an open source machine learning framework for everyone.
Home-page: https://www.tensorflow.org/
Author: Google Inc.
Author-email: packages@tensorflow.org
License: Apache 2.0
Location: /opt/conda/lib/python3.7/site-packages
...""",
        expected_cause="custom-op-build-mismatch",
        note="2020. Prose and package listings (the stored copy of the opening post stops before the traceback; the title carries the error). Confirmed by vlasenkoalexey of the Deep Learning VM images: 'On GCP VMs we install stock TF.IO, but recompile TF from sources', 'DLVM 2.3 image and container had tensorflow-io 0.14.0 installed by mistake' (the poster's listing shows 0.15.0), upgrading tensorflow-io fixed only the CPU image ('GPU is still broken'), and the workaround for the GPU image was to replace the image's TensorFlow with the pip one: 'pip uninstall tensorflow; pip uninstall tensorflow-io; pip install tensorflow-gpu; pip install --no-deps tensorflow-io ... Tested that it works'. The compiled tensorflow-io did not fit the image's own TensorFlow build.",
        platform="linux",
    ),
    CorpusLog(
        name="tfa-p100-nightly-source-build-abi-flag",
        source=_GH + "tensorflow/addons/issues/174",
        text=r"""**System information**
- Have I written custom code (as opposed to using a stock example script provided in TensorFlow):
- OS Platform and Distribution: Ubuntu 18.04 
- TensorFlow installed from (source or binary): binary
- TensorFlow version (use command below): tf-nightly-2.0-preview==2.0.0.dev20190405
- TensorFlow Addons installed from (source, PyPi): source
- TensorFlow Addons version: latest
- Python version and type (eg. Anaconda Python, Stock Python as in Mac, or homebrew installed Python etc): 3.7
- Bazel version (if compiling from source): 0.24.1
- GCC/Compiler version (if compiling from source): 7.3.0
- Is GPU used? (yes/no): yes
- GPU model (if used): Tesla P100

**Describe the bug**

When running an app using addons build from source, it crashes with undefined symbol error.
```
undefined symbol: _ZN10tensorflow8internal21CheckOpMessageBuilder9NewStringEv
```
There are BUILD files under /tensorflow_addons/custom_ops
When I remove *-D_GLIBCXX_USE_CXX11_ABI=0* from these files, it starts working again.

Why are these lines present in the BUILD files?
Should I raise PR and get them removed?""",
        expected_cause="custom-op-build-mismatch",
        note="2019. The poster's own fix, in the opening post: removing -D_GLIBCXX_USE_CXX11_ABI=0 from the add-on's BUILD files made it work; maintainer seanpmorgan answered that the build process was 'a bit hacky while we wait for a build toolchain which is manylinux2010 compatible'. The custom ops were built with another C++ ABI than the TensorFlow that loaded them.",
        platform="linux",
    ),
    CorpusLog(
        name="tfa-tf-built-from-source-gpu-opdefbuilder",
        source=_GH + "tensorflow/addons/issues/574",
        text=r"""Import failed when using tensorflow version built from source

**System information**
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Linux Ubuntu 16.04
- TensorFlow version and how it was installed (source or binary): 2.0.0 (build from source)
- TensorFlow-Addons version and how it was installed (source or binary): 0.6.0
- Python version: 3.6.8
- Is GPU used? (yes/no): yes

**Describe the bug**

When I install tensorflow from source code, addons cannot be imported successfully.

```shell
NotFoundError: tensorflow_addons/custom_ops/activations/_activation_ops.so: undefined symbol: _ZN10tensorflow12OpDefBuilder4AttrESs
```""",
        expected_cause="custom-op-build-mismatch",
        note="2019. Maintainer seanpmorgan named the cause: 'This generally occurs from a mismatch in what compiler version was used between TF and TFA' and later 'The undefined symbol error occurs because of a mismatch in compilers that causes different symbol name managling'; the Kaggle image maintainers cite this thread for the same error with their source-built TF (Kaggle/docker-python#668). The poster did not dispute it.",
        platform="linux",
    ),
    CorpusLog(
        name="tfa-050-on-tensorflow-gpu-2-beta1",
        source=_GH + "tensorflow/addons/issues/470",
        text=r"""python3.7 run failed

ubuntu 18.04,cuda10.0,python3.7.3

```
 pip install tensorflow-addons

import tensorflow_addons as tfa

```
NotFoundError: tensorflow_addons/custom_ops/activations/_activation_ops.so: undefined symbol: _ZN10tensorflow12OpDefBuilder4AttrESs

tensorflow-gpu==2.0.0-beta1
tensorflow_adds==0.5.0""",
        expected_cause="custom-op-build-mismatch",
        note="2019. The last two lines are the poster's answer to the maintainer's question about versions. Maintainer seanpmorgan named the cause: 'Addons version 0.5 was built against tensorflow 2.0.0rc0. Could you please try that version?' (the poster had tensorflow-gpu 2.0.0-beta1); not disputed (closed).",
        platform="linux",
    ),
    CorpusLog(
        name="dali-tf-plugin-built-tf18-loaded-tf19-gtx1080",
        source=_GH + "NVIDIA/DALI/issues/52",
        text=r"""- CentOS Linux release 7.5.1804 
- Python 2.7.5
- tensorflow-gpu 1.9
-  GeForce GTX 1080 * 2

I used the floowing command to install nvidia.dali:

```
pip install --extra-index-url https://developer.download.nvidia.com/compute/redist nvidia-dali
```

But when use `dali.plugin.tf` ,I got the error:
```
>>> import nvidia.dali.plugin.tf as dali_tf
>>> daliop=dali_tf.DALIIterator()
Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
  File "/usr/lib64/python2.7/site-packages/nvidia/dali/plugin/tf.py", line 20, in DALIIterator
    dali_tf_module = tf.load_op_library(libdali_tf)
  File "/usr/lib/python2.7/site-packages/tensorflow/python/framework/load_library.py", line 56, in load_op_library
    lib_handle = py_tf.TF_LoadLibrary(library_filename)
tensorflow.python.framework.errors_impl.NotFoundError: /usr/lib64/python2.7/site-packages/nvidia/dali/plugin/libdali_tf.so: undefined symbol: _ZN9perftools8gputools6Stream18BlockHostUntilDoneEv
```""",
        expected_cause="custom-op-build-mismatch",
        note="2018. Maintainer Kh4L: 'This seems to be a mismatch of the TensorFlow 1.9 ABI/API. For the moment, our TensorFlow plugin is built against tensorflow-gpu 1.8'; the poster agreed ('I thought it would be a mismatch too') and went back to TensorFlow 1.8. Odd: the missing symbol is in perftools::gputools, not _ZN10tensorflow.",
        platform="linux",
    ),
    CorpusLog(
        name="dali-tf-plugin-conda-tensorflow-gpu-112",
        source=_GH + "NVIDIA/DALI/issues/1263",
        text=r"""Got error "no matching DALI plugin found for installed TensorFlow version"

I install tensorflow-gpu, cuda and cudnn by conda, it is tensorflow-gpu=1.12.0, cuda=9.0, cudnn=7.6, gcc is 4.8.5.could you help me?

In fact, I can successfuly install tensorflow prebuild nvidia-dali and nvidia-dali-tf-plugin, by using:
```
conda install tensorflow-gpu==1.12.0
pip install --extra-index-url https://developer.download.nvidia.com/compute/redist/cuda/9.0 nvidia-dali
pip install --extra-index-url https://developer.download.nvidia.com/compute/redist/cuda/9.0 nvidia-dali-tf-plugin
```
nvidia-dali == 0.13.0 was installed.
but when import tf from nvidia-dali-tf-plugin, get error: 
```
~/anaconda3/lib/python3.6/site-packages/nvidia/dali/plugin/tf.py in <module>()
     33     pass
     34 else:
---> 35   raise Exception('No matching DALI plugin found for installed TensorFlow version')
     36 
     37 _dali_tf = _dali_tf_module.dali
Exception: No matching DALI plugin found for installed TensorFlow version
```
Then I reinstall nvidia-dali for 0.9.1, 0.10.0, 0.12.0, still.
Should build nvidia-dali on my own? 
I would appreciate if you could help me with this problem""",
        expected_cause="custom-op-build-mismatch",
        note="2019. The second paragraph onward is the poster's first comment. Maintainer jantonguirao named the cause: 'conda installed `tensorflow-gpu` is compiled with a different compiler' (plus a pkg_resources problem with conda packages), and fixed the plugin's installer for it in NVIDIA/DALI#1271 ('Problems found when installing DALI TF plugin in a conda environment due to tensorflow being built by a different compiler than usual'). The prebuilt plugins did not fit conda's TensorFlow build.",
        platform="linux",
    ),
    CorpusLog(
        name="dali-tf-plugin-anaconda-tf114-datatypestring",
        source=_GH + "NVIDIA/DALI/issues/1200",
        text=r'''error loading DALI TF plugin for tf 1.14.0

1 import nvidia.dali.plugin.tf as dali_tf

/home/alice/env/anaconda3/lib/python3.6/site-packages/nvidia/dali/plugin/tf.py in <module>()
     33     pass
     34 else:
---> 35   raise Exception('No matching DALI plugin found for installed TensorFlow version')
     36 
     37 _dali_tf = _dali_tf_module.dali

Exception: No matching DALI plugin found for installed TensorFlow version

----> 1 tf.load_op_library('/home/alice/env/anaconda3/lib/python3.6/site-packages/nvidia/dali/plugin/libdali_tf_current.so')

/home/alice/env/anaconda3/lib/python3.6/site-packages/tensorflow/python/framework/load_library.py in load_op_library(library_filename)
     59     RuntimeError: when unable to load the library or get the python wrappers.
     60   """
---> 61   lib_handle = py_tf.TF_LoadLibrary(library_filename)
     62 
     63   op_list_str = py_tf.TF_GetOpList(lib_handle)

NotFoundError: /home/alice/env/anaconda3/lib/python3.6/site-packages/nvidia/dali/plugin/libdali_tf_current.so: undefined symbol: _ZN10tensorflow14DataTypeStringENS_8DataTypeE

So if I want to use dali tf plugin, must I compile tensorflow-gpu from source ? Could I use the prebuilt tensorflow ?''',
        expected_cause="custom-op-build-mismatch",
        note="2019. Maintainer jantonguirao: 'There are some binary compatibility problems when you mix a tensorflow-gpu and DALI tensorflow plugin build with different compilers'; the TensorFlow here is the Anaconda one (the same cause as NVIDIA/DALI#1263, which cites this thread). Not disputed (closed).",
        platform="linux",
    ),
    CorpusLog(
        name="poisson-flow-tfp-requires-tf210-rtx2080ti",
        source=_GH + "Newbeeer/Poisson_flow/issues/6",
        text=r"""ImportError: This version of TensorFlow Probability requires TensorFlow version >= 2.10; Detected an installation of version 2.9.0. Please upgrade TensorFlow to proceed.

Hi, I made sure I used python3.9.2 as you do and installed the package with requirements.txt, but I still have this error, if I update tensorflow it will raise other errors; May I ask why?

Also, according to the requirements.txt, I need to install jax==0.3.16, and it will install scipy 1.9.2, but the version of scipy in the requirements.txt is 1.7.3. Could you please tell me what I should do

My environment is cuda11.6, RTX2080TI""",
        expected_cause=None,
        note="2022. No catalogue cause: a pure-Python add-on (TensorFlow Probability) newer than the TensorFlow pinned by the project. Maintainer Newbeeer: 'I locally used `tensorflow-probability==0.17.0` with `tensorflow==2.9.0`. I guess a higher version of `tensorflow-probability` causes the conflict. I've added the line to requirement.text'; the poster: 'Thank you for the update! this error is not thrown now'. The later paragraphs are the poster's comments.",
        platform="linux",
    ),
)
