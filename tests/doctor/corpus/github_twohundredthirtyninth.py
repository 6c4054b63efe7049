# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A two-hundred-and-thirty-ninth set of real threads, gathered apart, from GitHub issues (issues corpus) on repositories new to this cause in the corpus (Unity-Technologies/ml-agents #277, VolkerH/Lattice_Lightsheet_Deskew_Deconv, ClementPinard/SfmLearner-Pytorch): TensorFlow reserving nearly all GPU memory at start as the confirmed cause (2018-2022).

Broken kinds held: cuBLAS failing to create its handle (CUBLAS_STATUS_ALLOC_FAILED) right after
TensorFlow created its device on a 2 GB laptop GPU, fixed by allow_growth; an OpenCL library
(gputools) in the same program running out of GPU memory because TensorFlow had mapped almost all
of it, fixed by allow_growth; and a TensorFlow port of a model using 9 GB of GPU memory where the
PyTorch version used 3 GB, brought down by per_process_gpu_memory_fraction. Working runs: none met.

Small set: the cause is a common one and most threads on it are on tensorflow/tensorflow or
already in the corpus; many more threads had the fix suggested but not confirmed in the stored
copy. Four further confirmed threads were left out to keep prose-only records to a third (none has
log lines in the stored copy): tensorflow/tensorflow#14345 (2017, Windows, CUBLAS_STATUS_ALLOC_FAILED
training a linear regressor; the poster: 'I added ... allow_growth = True ... And now it runs
without any problems'), Calamari-OCR/calamari#157 (2020, the second parallel model failing with
out of memory on a 24 GB Titan RTX; maintainer ChWick: 'By default Tensorflow reserves ... which is
why an allocation of the second model fails'), sebastianstarke/AI4Animation#65 (2021, Windows,
cuBLAS failing to initialise; the memory-growth fix made training possible) and
tensorflow/models#1854 (2017, object_detection eval.py failing beside train.py; the poster worked
out that train.py's preallocation left eval.py out of memory).

At first look (the doctor of commit 6f9589e) the cause was named in 1 of the 3 broken logs, 1
first; no working run in this set. Missed: the OpenCL MemoryError traceback (nothing named) and
the prose question about 9 GB against 3 GB (nothing named).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="ml-agents-windows-quadro-k2100m-cublas-alloc-failed-at-start",
        source=_GH + "Unity-Technologies/ml-agents/issues/277",
        text=r"""When running under windows sometimes the creation of the device fails, this is a known behaviour under windows for tensorflow

Log:
```
2018-01-23 08:58:04.434680: I C:\tf_jenkins\home\workspace\rel-win\M\windows-gpu\PY\36\tensorflow\core\common_runtime\gpu\gpu_device.cc:1030] Found device 0 with properties:
name: Quadro K2100M major: 3 minor: 0 memoryClockRate(GHz): 0.6665
pciBusID: 0000:01:00.0
totalMemory: 2.00GiB freeMemory: 1.66GiB
2018-01-23 08:58:04.439581: I C:\tf_jenkins\home\workspace\rel-win\M\windows-gpu\PY\36\tensorflow\core\common_runtime\gpu\gpu_device.cc:1120] Creating TensorFlow device (/device:GPU:0) -> (device: 0, name: Quadro K2100M, pci bus id: 0000:01:00.0, compute capability: 3.0)
2018-01-23 08:58:05.803329: E C:\tf_jenkins\home\workspace\rel-win\M\windows-gpu\PY\36\tensorflow\stream_executor\cuda\cuda_blas.cc:366] failed to create cublas handle: CUBLAS_STATUS_ALLOC_FAILED
2018-01-23 08:58:05.807146: E C:\tf_jenkins\home\workspace\rel-win\M\windows-gpu\PY\36\tensorflow\stream_executor\cuda\cuda_blas.cc:366] failed to create cublas handle: CUBLAS_STATUS_ALLOC_FAILED
2018-01-23 08:58:05.810992: E C:\tf_jenkins\home\workspace\rel-win\M\windows-gpu\PY\36\tensorflow\stream_executor\cuda\cuda_blas.cc:366] failed to create cublas handle: CUBLAS_STATUS_ALLOC_FAILED
...
```""",
        expected_cause="memory-growth-disabled",
        note="2018. The poster (floAr) opened Unity-Technologies/ml-agents#278 the same day, 'Added growth parameter to stop failing with allocation under windows … for #277', linking the Stack Overflow thread 'tensorflow-crashes-with-cublas-status-alloc-failed'; the maintainer merged it ('Thanks @floAr for making this change!') and the issue was closed. The fix turned on allow_growth in the trainer's TensorFlow configuration. Odd: the GPU is a compute-capability 3.0 Quadro, yet TensorFlow created its device on it; the stored log stops after the repeated cuBLAS lines.",
        platform="windows",
    ),
    CorpusLog(
        name="llsm-deskew-gputools-opencl-memoryerror-tf-holds-gpu",
        source=_GH + "VolkerH/Lattice_Lightsheet_Deskew_Deconv/issues/14",
        text=r"""```
---------------------------------------------------------------------------
MemoryError                               Traceback (most recent call last)
<ipython-input-7-6b02bb31308f> in <module>
----> 1 ep.process_stack_subfolder('Stack_10_drp1_dendra2skl_mScarletdrp1')

~/Lattice_Lightsheet_Deskew_Deconv/Python/process_llsm_experiment.py in process_stack_subfolder(self, stack_name)
    265             if self.do_deconv:
    266                 # determine wavelength for file and pick corresponding PSF
--> 267                 self.process_file(pathlib.Path(row.file), deskew_func, rotate_func, deconv_functions[wavelength])
    268             else:
    269                 self.process_file(pathlib.Path(row.file), deskew_func, rotate_func)

~/Lattice_Lightsheet_Deskew_Deconv/Python/process_llsm_experiment.py in process_file(self, infile, deskew_func, rotate_func, deconv_func)
    176                     self.create_MIP(deconv_deskewed.astype(self.output_dtype), outfiles["deconv/deskew/MIP"])
    177             if self.do_deconv_rotate:
--> 178                 deconv_rotated = rotate_func(deconv_raw)
    179                 write_tiff_createfolder(outfiles["deconv/rotate"], deconv_rotated.astype(self.output_dtype))
    180                 if self.do_MIP:
...
```""",
        expected_cause="memory-growth-disabled",
        note="2019. The poster (VolkerH, the repository's author, titled 'openCL error') found the cause three weeks later: 'Fairly sure this is happening because tensorflow grabs almost all GPU memory and leaves very little for other processes. Depending on the volume of individual stacks there may be just enough GPU memory left to perform the affine transforms using gputools, but not always', then 'I had already implemented the `allow_growth` fix' and 'that fixed it'. eric-czech (flowdec) agreed: 'the \"allow_growth\" option is a good way to avoid tensorflow's very greedy default GPU memory preallocation behavior'. TensorFlow (flowdec deconvolution) and gputools (OpenCL affine transforms) ran in one Jupyter process. The stored copy of the traceback stops inside gputools_wrapper.affine_transform_gputools; the MemoryError there comes from OpenCL on the GPU, not from the computer's RAM.",
        platform="linux",
    ),
    CorpusLog(
        name="sfmlearner-tf-version-uses-9gb-gpu-pytorch-3gb-prose",
        source=_GH + "ClementPinard/SfmLearner-Pytorch/issues/135",
        text=r"""Thanks for sharing! I run the tensorflow version, which consumed 9Gb GPU memory, while i run this code which only consumed 3Gb GPU memory, why?""",
        expected_cause="memory-growth-disabled",
        note="2022. Prose only. The maintainer ClementPinard named the cause: 'It seems for me that tensorflow uses every memory available, even if it is not needed. On the contrary, pytorch allocates memory only when needed. You can try to use the option `tf.config.experimental.set_memory_growth`'; the poster confirmed with a limit instead: 'config.gpu_options.per_process_gpu_memory_fraction = 0.16 ... This makes the gpu memory to 3477 MiB which is close to the memory consuming of the pytorch version'. A worked run, not a crash: the alarm was nvidia-smi showing 9 GB in use. Platform not stated in the thread (linux assumed).",
        platform="linux",
    ),
)
