# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-sixty-seventh set of real threads, gathered apart, from GitHub issues (issues corpus): TensorFlow on NVIDIA GPU machines that ended in a bare crash (an F-line "Check failed" and "Aborted (core dumped)", "Illegal instruction (core dumped)" at import, "Segmentation fault (core dumped)" at import) with the cause confirmed in the thread (studioml/studio, IBM/tensorflow-large-model-support, tensorflow/tensorflow, yehengchen/Ubuntu-Deep-Learning-Environment-Setup), found with plain words a user would type.

Broken kinds held: a GTX 1050 Ti whose cuDNN handle could not be created because TensorFlow 1.3
had reserved the GPU's memory before cuDNN asked for its share (fixed by memory growth; the
F-line abort followed); a 3 GB GTX 1060 running out of GPU memory under IBM's Large Model
Support build of TensorFlow 2.2, where the crash showed only as an allocator stream "Check
failed" and "Aborted (core dumped)"; the TensorFlow 2.4.0 pip wheels that crashed with
"Illegal instruction" at import on CPUs without AVX2 (CPU-only and GPU machines alike); and an
import-time segmentation fault after a cuDNN copied in with a mistyped command (no catalogue
cause). Working runs: none.

Small set: most crash threads the searches returned ("Process finished with exit code
-1073740791 (0xC0000409)", "-1073741819 (0xC0000005)", "Illegal instruction", "Segmentation
fault", a Jupyter kernel that died) were already in the corpus, already read and found
unconfirmed, or had no confirmation in the stored text (the stored copies of long
tensorflow/tensorflow threads end before their answers). Left out although confirmed:
iperov/DeepFaceLab#5230 (the same poster's text as nagadit/DeepFaceLab_Linux#27, already held),
sergeytulyakov/mocogan#11 (an import-order clash between PyTorch and TensorFlow, prose only,
no GPU named; left out to keep prose-only records to a third). One record is prose only (the
cuDNN copied with a mistyped command, in Chinese). Only the Large Model Support record is from
2022 or later.

At first look (the doctor of commit 2a6eedd) the cause was named in 2 of the 4 broken logs, both
first (memory growth, the CPU without AVX2); it named nothing for the Large Model Support
out-of-memory abort and nothing for the cuDNN-install segfault (no catalogue cause); there is
no working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="studioml-gtx1050ti-tf13-cudnn-handle-internal-error-convolve-check-failed",
        source=_GH + "studioml/studio/issues/202",
        text=r"""2017-09-15 14:20:25.128326: I tensorflow/core/common_runtime/gpu/gpu_device.cc:955] Found device 0 with properties:
name: GeForce GTX 1050 Ti
major: 6 minor: 1 memoryClockRate (GHz) 1.392
pciBusID 0000:85:00.0
Total memory: 3.94GiB
Free memory: 3.90GiB
2017-09-15 14:20:25.128369: I tensorflow/core/common_runtime/gpu/gpu_device.cc:976] DMA: 0
2017-09-15 14:20:25.128378: I tensorflow/core/common_runtime/gpu/gpu_device.cc:986] 0:   Y
2017-09-15 14:20:25.128389: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1045] Creating TensorFlow device (/gpu:0) -> (device: 0, name: GeForce GTX 1050 Ti, pci bus id: 0000:85:00.0)
2017-09-15 14:20:28.430411: E tensorflow/stream_executor/cuda/cuda_dnn.cc:371] could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR
2017-09-15 14:20:28.430460: E tensorflow/stream_executor/cuda/cuda_dnn.cc:338] could not destroy cudnn handle: CUDNN_STATUS_BAD_PARAM
2017-09-15 14:20:28.430468: F tensorflow/core/kernels/conv_ops.cc:672] Check failed: stream->parent()->GetConvolveAlgorithms( conv_parameters.ShouldIncludeWinogradNonfusedAlgo<T>(), &algorithms)""",
        expected_cause="memory-growth-disabled",
        note="2017, TensorFlow 1.3 with cuDNN 6.0. The reporter (karlmutch, a studioml developer) gave the cause and the fix in the same post: 'Using unbounded memory inside the tf session results in cudnn handles hitting the wall and cause an error', 'Fix is to set the growth parameter to stop sessions hogging resources and self destructing' (config.gpu_options.allow_growth). The title ('Default TF 1.3 memory settings break cudnn 6.0 when used with convolutional layers'), that first sentence and the fix are left out of the text; only the log is kept. OS not stated; the paths are those of a Linux build.",
        platform="linux",
    ),
    CorpusLog(
        name="ibm-lms-tf22-gtx1060-3gb-h2d-stream-check-failed-aborted",
        source=_GH + "IBM/tensorflow-large-model-support/issues/56",
        text=r"""Hello! You are doing a very cool project that helps ordinary users to solve the problem with the lack of memory in the video card. But unfortunately my neural network training ends up with an error.

Sometimes this error is:

F tensorflow/core/common_runtime/gpu/gpu_bfc_allocator.cc:136] Check failed: this->H2D_stream_->ok() 
Aborted (core dumped)

Sometimes:

F tensorflow/core/common_runtime/gpu/gpu_bfc_allocator.cc:175] Check failed: this->D2H_stream_->ok()
Aborted (core dumped)

Sometimes errors appear immediately, sometimes in the middle of epoch.

I am using LMS with tensorflow 2.2.0.

I am using a GeForce GTX 1060 3GB""",
        expected_cause="gpu-out-of-memory",
        note="2022. TensorFlow 2.2 with IBM Large Model Support (LMS), which swaps tensors between GPU and host memory. The maintainer (smatzek): 'I recall that those types of errors would come out during some types of out of memory errors. Even with LMS enabled it is possible to run out of memory on the GPU in certain cases such as when the model requires too many active tensors'. The poster agreed: 'I am using a GeForce GTX 1060 3GB and this card probably has very little video memory. I saw that if I reduce the batch size, the erro[r ...]' (the stored copy ends mid-sentence there). The card, from that reply, is kept as the last paragraph; the batch-size finding is left out.",
        platform="linux",
    ),
    CorpusLog(
        name="tf240-wheel-illegal-instruction-import-cpus-without-avx2",
        source=_GH + "tensorflow/tensorflow/issues/45866",
        text=r"""Illegal instruction on older CPUs under version 2.4.0

**System information**
- Ubuntu 18.04 and 20.04, Scientific Linux 7
- binary installed via pip
- version 2.4.0
- Python 3.8
- installed via pip (either inside or not inside a Conda environment)
- various CPU-only and GPU-hosting machines

**Describe the problem**

`import tensorflow` produces "Illegal instruction (core dumped)" on older machines (seemingly those that do not support AVX2 instructions). There is no problem on new machines (seemingly those that support AVX2 instructions). 

**Provide the exact sequence of commands / steps that you executed before running into the problem**

```
pip install tensorflow
python -c "import tensorflow"
```

**Any other info / logs**

The core dump occurs on various machines with various types of CPUs. The common thread seems to be that it occurs on machines that don't support AVX2 instructions. Most of the machines on which this occurs do support AVX instructions. """,
        expected_cause="cpu-without-avx",
        note="2020. The issue title is the first line. The poster (paciorek) reported in the same post that the crash does not occur with TensorFlow 2.3.1 nor with the 2.5.0 tf-nightly (left out of the text, as the workaround). The cause was confirmed by the TensorFlow maintainer mihaimaruseac in the twin thread tensorflow/tensorflow#45744: 'It seems we accidentally built the official wheels using AVX2'. The catalogue entry names AVX; here the missing instructions are AVX2, which the 2.4.0 wheels required by mistake.",
        platform="linux",
    ),
    CorpusLog(
        name="ubuntu-setup-import-tensorflow-segfault-cudnn-copied-wrong-command",
        source=_GH + "yehengchen/Ubuntu-Deep-Learning-Environment-Setup/issues/2",
        text=r"""Segmentation fault (core dumped)

前面的英伟达驱动，cuda和cudnn都成功安装了。但Tensorflow虽然显示成功安装了，但是import 它时会发生“Segmentation fault (core dumped)”，请问这个问题如何解决？十分感谢！""",
        expected_cause=None,
        note="2019. Prose only, in Chinese (the title, then: the NVIDIA driver, CUDA and cuDNN were all installed, TensorFlow installed, but importing it gives 'Segmentation fault (core dumped)'). The poster, next day: '是cudnn装的时候输错命令了，卸载重装后可以了' (a command was mistyped when installing cuDNN; after uninstalling and reinstalling it works). A broken cuDNN install with no catalogue cause of its own; the versions are not given.",
        platform="linux",
    ),
)
