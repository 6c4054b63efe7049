# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-thirty-ninth set of real threads, gathered apart, from GitHub issues (issues corpus) with the output of the commands users run when asked 'what is installed?' (conda list | grep, pip3 freeze, the driver a cluster loads), on repositories new to the corpus or little used in it (ContinuumIO/anaconda-issues, keras-team/keras, weinman/cnn_lstm_ctc_ocr, jkjung-avt/jetson_nano, deepfakes/faceswap, jade-hpc-gpu/jade-hpc-gpu.github.io).

Broken kinds held: an old tensorflow-gpu (1.5) that conda put beside a CPU (mkl) tensorflow 1.14
in one environment; tensorflow-gpu (NVIDIA's Jetson wheel) left beside a self-built tensorflow;
a cuDNN other than the one TensorFlow was built with getting loaded (twice: a Docker base image
that moved to cuDNN 7.1, a host with cuDNN 7.0.4 under a TF built with 7.2.1); TensorFlow 1.4
asking for libcudnn.so.6 where only another cuDNN was installed; a cluster's NVIDIA driver (384)
too old for the CUDA 10 that TensorFlow 1.14 needs. Working runs: none met.

Small set, none from 2022 or later: the searches on the literal outputs of these commands
('#define CUDNN_MAJOR', 'ii  libcudnn8', 'ldconfig -p | grep cudnn', 'cat /usr/local/cuda/version.txt',
'tf.sysconfig.get_build_info()', 'tf.test.is_built_with_cuda()', 'pip show tensorflow', 'conda list
| grep cud') returned mostly tensorflow/tensorflow threads, which other sets hold (by year),
threads already in the corpus, or threads whose resolution lies past the stored copy. Left out for
want of a confirmation in the stored text: DeepLabCut/DeepLabCut#3352, #2225, #1899, #944,
talmolab/sleap#586, balena-io-experimental/jetson-sample-new#4, tensorflow/text#1167,
edwardyehuang/CAR#1, ContinuumIO/anaconda-issues#13063, NVIDIA/nvidia-docker#1612,
tensorflow/tfjs#8269. Two records are prose only (the Jetson and the cluster threads).

At first look (the doctor of commit 5901921) the cause was named in 5 of the 6 broken logs, 4
first; no working run was met. The conda list record was named third, after cuda-libraries-missing
and tensorflow-cpu-only-build (the first counts as another error); the cluster driver record
(prose only, driver versions in words) was missed.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="anaconda-conda-install-tensorflow-gpu-old-1-5-beside-1-14-mkl",
        source=_GH + "ContinuumIO/anaconda-issues/issues/11063",
        text=r"""tensorflow-gpu and cudatoolkit version missmatch on Linux

### Actual Behavior

    conda install tensorflow-gpu

Installs these packages:

    conda list | grep 'tensorflow\|cudnn\|cuda'                                                                   
    cudatoolkit               9.0                  h13b8566_0  
    cudnn                     7.6.0                 cuda9.0_0  
    tensorflow                1.14.0          mkl_py36h2526735_0  
    tensorflow-base           1.14.0          mkl_py36h7ce6ba3_0  
    tensorflow-estimator      1.14.0                     py_0  
    tensorflow-gpu            1.5.0                         0  
    tensorflow-gpu-base       1.5.0            py36h8a131e3_0  
    tensorflow-mkl            1.14.0               h4fcabd2_0  
    tensorflow-tensorboard    1.5.1            py36hf484d3e_1  

### Expected Behavior

**condatoolkit** version 10.0 should be installed, because it is required by `tensorflow-gpu` 1.14.

### Steps to Reproduce

1. Install Anaconda on Linux.
2. Execute `conda install tensorflow-gpu`.

##### Anaconda or Miniconda version:

    Anaconda3-2019.03-Linux-x86_64.sh

##### Operating System:

    Linux gentoo 4.19.52""",
        expected_cause="multiple-tensorflow-distributions",
        note="2019. The poster found the cause himself and closed the issue: 'Sorry, I did not notice conda by default will install an old version of tensorflow-gpu.' The conda list he pasted shows what conda put in one environment: tensorflow/tensorflow-base 1.14.0 mkl builds (CPU) beside the tensorflow-gpu 1.5.0 / tensorflow-gpu-base 1.5.0 packages (whose cudatoolkit 9.0 he took for a mismatch). Two TensorFlow distributions in one environment; the 1.14 one is a CPU (mkl) build, so tensorflow-cpu-only-build would also be fair. The conda info block that followed in the post is cut.",
        platform="linux",
    ),
    CorpusLog(
        name="keras-docker-cudnn-7101-loaded-built-7004",
        source=_GH + "keras-team/keras/issues/9567",
        text=r"""Doesn't work with cudnn v7.1.1.5

Hi, I have updated nvidia-cuda 9.0 container, which now uses CUDNN_VERSION 7.1.1.5. 
Now when I try to run keras from keras Docker I have an error:

`
E tensorflow/stream_executor/cuda/cuda_dnn.cc:378] Loaded runtime CuDNN library: 7101 (compatibility version 7100) but source was compiled with 7004 (compatibility version 7000).  If using a binary install, upgrade your CuDNN library to match.  If building from sources, make sure the library loaded at runtime matches a compatible version specified during compile configuration.
`

Tensorflow version: 1.6.0
Keras version: 2.1.4

Which source was compiled with 7004 version? How can I recompile it?

Keras Dockerfile is built on top Nvidia container: 
`ARG cuda_version=9.0
ARG cudnn_version=7
FROM nvidia/cuda:${cuda_version}-cudnn${cudnn_version}-devel
`
But `nvidia/cuda:$9.0-cudnn7-devel ` container now includes cuDNN v7.1.1.5 version and I don't now how to request the earlier one.""",
        expected_cause="cudnn-version-mismatch",
        note="2018. The last paragraph is the poster's own later comment (its first sentence, which accepts the answer, left out). zhaoyang10: 'It's a problem about version. You solve this by installing cuDNN v7.0.x.'; the poster (taneta): 'Yes, I understand that this problem because of cudnn version.' Others on the thread confirmed the fix in the same image: nguyenkhacduyngoc removed cuDNN 7.1 and installed 7.0.5 ('it's work'), waspinator pinned libcudnn7=7.0.4.31-1+cuda9.0 in the Dockerfile. The nvidia/cuda:9.0-cudnn7 base image had moved to cuDNN 7.1 under a TF 1.6 built with 7.0.4.",
        platform="linux",
    ),
    CorpusLog(
        name="cnn-lstm-ctc-ocr-cudnn-704-loaded-built-721",
        source=_GH + "weinman/cnn_lstm_ctc_ocr/issues/56",
        text=r"""CuDnn 7.2.1

Hi, i'm trying to run `make train` and i'm getting following error:

```
2019-03-20 09:33:18.346027: E tensorflow/stream_executor/cuda/cuda_dnn.cc:343] Loaded runtime CuDNN library: 7.0.4 but source was compiled with: 7.2.1.  CuDNN library major and minor version needs to match or have higher minor version in case of CuDNN 7.0 or later version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.
Segmentation fault (core dumped)
```
Any suggestion to solve it?""",
        expected_cause="cudnn-version-mismatch",
        note="2019. The maintainer (weinman) named the cause and closed the issue: 'this is a Tensorflow+CUDNN issue ... (Your version of TF must match/require the version of CuDNN available on your host system.)'; the poster did not dispute it. cuDNN 7.0.4 on the host under a TensorFlow built with 7.2.1.",
        platform="linux",
    ),
    CorpusLog(
        name="jetson-nano-pip3-freeze-tensorflow-and-tensorflow-gpu",
        source=_GH + "jkjung-avt/jetson_nano/issues/5",
        text=r"""build whl tensorflow 1.12 and not tensorflow-gpu-1.12

Hi
when I build the TensorFlow 1.12 from source with your script, after the building whl finished, created TensorFlow-1.12.2-cp36-cp36m-linux_aarch64.whl, and after the package installed and I run pip3 freeze, the terminal shows me tensorflow==1.12.2 and the before installed package TensorFlow-gpu==1.14.0+nv19.10 is also show me, why? are your scripts build the TensorFlow on CPU mode or GPU?""",
        expected_cause="multiple-tensorflow-distributions",
        note="2019. Prose only (the pip3 freeze result is quoted inside a sentence). The maintainer (jkjung-avt) named the cause and the fix: 'I think this is because the NVIDIA tensorflow package is named \"tensorflow-gpu\" and was not removed by `sudo pip3 uninstall tensorflow`. ... Just do `sudo pip3 uninstall tensorflow-gpu` to remove the package which you no longer need.' The poster did not dispute it (closed). Jetson Nano (aarch64).",
        platform="linux",
    ),
    CorpusLog(
        name="faceswap-tf-1-4-libcudnn-so-6-missing",
        source=_GH + "deepfakes/faceswap/issues/118",
        text=r"""@alice yes, i have cudnn for cuda8.
I thought it was because tensorflow 1.5, i've reinstalled tensorflow 1.4 (pip3 install --upgrade tensorflow-gpu==1.4)

Added export path like you
**#cuda 8
export PATH=/usr/local/cuda-8.0/bin${PATH:+:${PATH}}
export LD_LIBRARY_PATH=$LD_LIBRARY_PATH:/usr/local/cuda/extras/CUPTI/lib64**

But... Now i have ImportError: libcudnn.so.6: cannot open shared object file: No such file or directory
Hm... Why is showing  libcudnn.so.6?""",
        expected_cause="cuda-libraries-missing",
        note="2018. A participant's own case on the thread 'Why is faceswap is not using GPU?' (shadowfolder, not the opener), with his own fix: 'Thanks mate! I fix it by installed and add libcudnn6-dev version' (following a CUDA 8 install guide). tensorflow-gpu 1.4 is built against cuDNN 6; the cuDNN he had for CUDA 8 was another version, so libcudnn.so.6 could not be loaded. The other participant's name is replaced by alice.",
        platform="linux",
    ),
    CorpusLog(
        name="jade-hpc-driver-384-too-old-for-tf-1-14-cuda-10",
        source=_GH + "jade-hpc-gpu/jade-hpc-gpu.github.io/issues/109",
        text=r"""Nvidia driver 418 or binding for singularity

# Software Request

I am working with my own Singularity container which I build based on scripts in https://github.com/rses-singularity/all-images. I am using TensorFlow 1.14 which requires CUDA10, and Cuda10 requires Nvidia driver 418. Currently at JADE default driver is 384.145, which is compatible up to TensorFlow 1.12 only.

I have tried strenuously to bind drivers to my singularity container as suggested in http://gpucomputing.shef.ac.uk/education/creating_gpu_singularity/, yet I was not successful.

How to use singularity container and bind a newer GPU driver?
Can you upgrade Nvidia driver?

it still does not look like jade is updated with new drivers. driver 384.145  is loaded which is not sufficient for cuda10.0.""",
        expected_cause="driver-too-old",
        note="2019. Prose only. The last paragraph is the poster's later comment. The cluster's admin (LiamATOS) accepted the cause: 'We are currently working on the nvidia driver update across the cluster'. Another user (henzler) had the same issue. The thread does not say whether the update then made TF 1.14 work, so the confirmation is the admin's and the poster's agreement that driver 384.145 is too old for CUDA 10 (which needs 410 or later).",
        platform="linux",
    ),
)
