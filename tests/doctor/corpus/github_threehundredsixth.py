# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-sixth set of real threads, gathered apart, from GitHub issues (issues corpus) on a science library built on TensorFlow: DeepRegNet/DeepReg (medical image registration), both threads about the GPU selection that the library's own `--gpu` setting writes into CUDA_VISIBLE_DEVICES.

Broken kinds held: a demo script that passed an empty GPU string, so that CUDA_VISIBLE_DEVICES
hid the GPU (CUDA_ERROR_NO_DEVICE on a machine whose driver was fine), and a cluster job in
which the library overwrote the scheduler's CUDA_VISIBLE_DEVICES with '0', pointing TensorFlow
at a GPU held by another job ("all CUDA-capable devices are busy or unavailable"). Working runs:
none met.

Small set: the other science and probabilistic-modelling repositories on TensorFlow
(deepmd-kit, GPflow, tensorflow/probability, tensorflow/quantum, stellargraph, NiftyNet,
pyhf, deepEMhancer, geNomad, NNPDF) gave threads that were already in the corpus, or whose
stored copies end before any resolution (the answer, if any, lies past the stored opening), or
whose cause was a library bug with no GPU set-up fault. Left out: arnab39/FewShot_GAN-Unet3D#12
(2019; CUDNN_STATUS_INTERNAL_ERROR on RTX 2080 Ti; the fix "allow_growth ... resolves #12" comes
from a third person's pull request that was closed unmerged, and the stored opening ends before
the error line) and NNPDF/nnpdf#2127 (2024; a contributor's "I just forgot to `pip install
tensorflow[and-cuda]`" confirms a cause, but the log from before the fix is not in the stored
copy). Both kept records date from 2020-2021.

At first look (the doctor of commit b5d4f26) the cause was named in 2 of the 2 broken logs, both first;
no working run was held.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="deepreg-demo-train-gpu-empty-string-cuda-error-no-device",
        source=_GH + "DeepRegNet/DeepReg/issues/350",
        text=r"""# Issue description
Cannot train the demo using `python3 demos/unpaired_ct_lung/demo_train.py`

## Type of Issue
- [x] Bug report

1. OS: Ubuntu 18.04
2. Environment to reproduce: DeepReg v0.1.6

Debug info:
```
2020-08-27 10:18:51.383868: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcuda.so.1
2020-08-27 10:18:51.386917: E tensorflow/stream_executor/cuda/cuda_driver.cc:313] failed call to cuInit: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected
2020-08-27 10:18:51.386945: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:169] retrieving CUDA diagnostic information for host: host
2020-08-27 10:18:51.386950: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:176] hostname: host
2020-08-27 10:18:51.386996: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:200] libcuda reported version is: 430.50.0
2020-08-27 10:18:51.387020: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:204] kernel reported version is: 430.50.0
2020-08-27 10:18:51.387027: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:310] kernel version seems to match DSO: 430.50.0
2020-08-27 10:18:51.387222: I tensorflow/core/platform/cpu_feature_guard.cc:143] Your CPU supports instructions that this TensorFlow binary was not compiled to use: SSE4.1 SSE4.2 AVX AVX2 FMA
...
```""",
        expected_cause="cuda-visible-devices-hides-gpus",
        note="2020. Filed by a member of the DeepReg team. Confirmed by the fix that closed it: maintainer s-sd's merged pull request DeepRegNet/DeepReg#352, 'Issue #350: set unpaired_ct_lung to use gpu by default and fix readme' ('unpaired_ct_lung demo uses gpu by default and a note on memory usage has been added to the readme. Fixes #350'). The demo script passed `gpu = \"\"` to deepreg.train.train (a stored copy of demos/unpaired_ct_lung/demo_train.py still reads `gpu = \"\"`), and train() sets `os.environ[\"CUDA_VISIBLE_DEVICES\"] = gpu` (quoted in DeepRegNet/DeepReg#791), so CUDA saw no GPU although the driver and kernel module matched (430.50). The stored copy of the log is cut after the CPU-feature line ('...').",
        platform="linux",
    ),
    CorpusLog(
        name="deepreg-cluster-gpu-0-overrides-scheduler-devices-busy",
        source=_GH + "DeepRegNet/DeepReg/issues/791",
        text=r"""tensorflow.python.framework.errors_impl.InternalError: CUDA runtime implicit initialization on GPU:0 failed. Status: all CUDA-capable devices are busy or unavailable

If the bug is confirmed, would you be willing to submit a PR? _(Help can be provided if
you need assistance submitting a PR)_

Yes 

## Your environment

- 3e372d1835fdc9468c026db3767dcf9e8d4a4b0e(commit hash)

## Steps to reproduce
    "deepreg_train --gpu '0' "
    f"--config_path demos/{name}/{name}.yaml "
    f"--log_dir demos/{name} "
    "--exp_name logs_train\n"
run the code in cluster environment.
## Expected behaviour

The GPU works.
## Actual behaviour
The GPU may not work.

We cannot know the GPU before hand.""",
        expected_cause="gpu-exclusive-process-busy",
        note="2021. A second user (alkististav): 'I'm having the exact same issue'. The poster (Zhiyuan-w) confirmed the fix the next day: 'You can temporarily remove these two lines in /deepreg/train.py: # set env variables os.environ[\"CUDA_VISIBLE_DEVICES\"] = gpu os.environ[\"TF_FORCE_GPU_ALLOW_GROWTH\"] = ... It works for me.' DeepReg's `--gpu '0'` overwrote the CUDA_VISIBLE_DEVICES that the cluster's scheduler had set for the job, so TensorFlow opened the node's GPU 0, which another job held ('busy or unavailable'; the thread does not show nvidia-smi's compute mode). Root cause in catalogue terms: a GPU held by another process on a cluster node; the program's own device override is the trigger.",
        platform="linux",
    ),
)
