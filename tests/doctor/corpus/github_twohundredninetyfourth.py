# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-ninety-fourth set of real threads, gathered apart, from GitHub issues (issues corpus) on bio-image analysis and genomics projects built on TensorFlow: AllenInstitute/deepinterpolation (two-photon imaging denoising), HenriquesLab/ZeroCostDL4Mic (CARE 3D on Colab) and google/deepvariant (Docker images).

Broken kinds held: the GPU running out of memory while training or predicting on microscopy data
(deepinterpolation's ophys example on a Quadro under Windows, the same example on an RTX 2070 Ti,
a GTX 1070 and Colab, and CARE 3D prediction on a 217-slice stack), and DeepVariant's x86 Docker
image aborting on an Apple M1 Mac, where the emulated CPU has no AVX. Working runs: 1 (DeepVariant
on an AVX-512 Skylake printing "Your CPU supports instructions that this TensorFlow binary was not
compiled to use", a logging quirk by the maintainer's word). One record is prose only (the
ZeroCostDL4Mic error was posted as a PDF).

Small set: the threads on GPU set-up in the StarDist, CSBDeep, N2V, DeepCell, DeepVariant GPU,
chromBPNet, DeepLabCut and SLEAP trackers that the stored copies show are nearly all in the corpus
already, and most of the others end without the poster's word in the stored copy (the resolution,
if any, lies past the stored excerpt). The records are from 2020 to 2022; none is from 2023 or
later.

At first look (the doctor of commit fc6f546) the cause was named in 4 of the 4 broken logs, all
first; the working run was not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="deepinterpolation-tiny-ophys-training-bfc-allocator-oom",
        source=_GH + "AllenInstitute/deepinterpolation/issues/17",
        text=r"""Hello! 

Thanks a lot for making this package available, looks really exciting and super useful!

I am planning to apply DeepInterpolation to my 2P imaging data and am currently working through your example scripts. When running example_tiny_ophys_training.py, I get the following error.

Interestingly, the example_tiny_ephys_training.py script runs without a problem. Furthermore, we have installed the package on a different computer and the ophys training did work there, even though we installed it in exactly the same way. 

It may be difficult to troubleshoot that from far, but I thought maybe you have an idea what could cause the error. Thanks a lot in advance for your help!

...
2021-02-17 11:56:21.533099: I tensorflow/core/common_runtime/bfc_allocator.cc:1034] 1 Chunks of size 251658240 totalling 240.00MiB
2021-02-17 11:56:21.533532: I tensorflow/core/common_runtime/bfc_allocator.cc:1034] 1 Chunks of size 314572800 totalling 300.00MiB
2021-02-17 11:56:21.533968: I tensorflow/core/common_runtime/bfc_allocator.cc:1034] 2 Chunks of size 335544320 totalling 640.00MiB
2021-02-17 11:56:21.534432: I tensorflow/core/common_runtime/bfc_allocator.cc:1034] 1 Chunks of size 503316480 totalling 480.00MiB
2021-02-17 11:56:21.536130: I tensorflow/core/common_runtime/bfc_allocator.cc:1034] 2 Chunks of size 1006632960 totalling 1.88GiB""",
        expected_cause="gpu-out-of-memory",
        note="2021. The stored copy of the opening post shows only the tail of the allocator dump (the lines before are cut off, marked '...'). Maintainer jeromelecoq: 'From this error, it seems like this is a memory error. Your GPU does not have enough GPU RAM to support this training set of parameters. You could either reduce the batch size or use a GPU with larger GPU RAM.' The poster confirmed: 'The GPU RAM was indeed a very helpful hint.' In the NVIDIA control panel (so Windows), 'Manage GPU Utilization, Usage Mode', changing from 'Use for Graphics and compute needs' to 'Dedicate to graphics tasks' made 'the ophys training script [run] without an error'. Odd: the poster wrote 'NVIDIA Quadro P400 with 8 GB' (a P400 has 2 GB; possibly a P4000).",
        platform="windows",
    ),
    CorpusLog(
        name="deepinterpolation-ophys-example-resourceexhausted-three-gpus",
        source=_GH + "AllenInstitute/deepinterpolation/issues/81",
        text=r"""Hello there!

We try to run the example tiny ophys training on our computers. By now, it is running perfectly fine, when we just use the CPU, but we face the same error on different systems, if we run it on a GPU. So far, we tried a 2070 Ti, a 1070 and google colab. We use CUDA 11, cuDNN 8.0.4 and tensorflow 2.4.4. The example tiny ephys training is running fine on these GPUs. Is our hardware to weak or is there anything else we might can solve?

Have a nice day and all the best!

Chris

This is the error, we get:

ResourceExhaustedError                    Traceback (most recent call last)
~\AppData\Local\Temp/ipykernel_13456/3701641197.py in <module>
----> 1 training_class.run()

H:\Programme\Anaconda\envs\deepinter\lib\site-packages\deepinterpolation\trainor_collection.py in run(self)
    243                 use_multiprocessing=self.use_multiprocessing,
    244                 callbacks=self.callbacks_list,
--> 245                 initial_epoch=0,
    246             )
    247         else:

H:\Programme\Anaconda\envs\deepinter\lib\site-packages\tensorflow\python\keras\engine\training.py in fit(self, x, y, batch_size, epochs, verbose, callbacks, validation_split, validation_data, shuffle, class_weight, sample_weight, initial_epoch, steps_per_epoch, validation_steps, validation_batch_size, validation_freq, max_queue_size,
...""",
        expected_cause="gpu-out-of-memory",
        note="2021 (December). The stored copy of the opening post stops inside the traceback (cut, marked '...'). The poster (ChrisWiesbrock) confirmed a fix in February 2022: '@jtchang Thank you so much for your edit! This did the job for me as well. Now the training is running smoothly in google colab without the OOM-Issue.' A later commenter (tomomano, 2024) named the change: 'you want to add this line in your training code. training_param[\"caching_validation\"] = False' (the validation set cached in GPU memory exhausted it). Paths (H:\\, AppData) show Windows for the local machines; Colab was tried as well.",
        platform="windows",
    ),
    CorpusLog(
        name="zerocostdl4mic-care3d-prediction-resourceexhausted-217-slices",
        source=_GH + "HenriquesLab/ZeroCostDL4Mic/issues/10",
        text=r"""**Describe the bug**
ResourceExhaustedError in step 6.1. of CARE 3D notebook.

First, thank you so much for making these notebooks available to use. The CARE 2D works fantastically on my images! 

Right now I am trying to apply my trained CARE 3D model on 3 of my stacks. They are all tiff files with 217 Slices. Though when running it, the following error comes up:
ResourceExhaustedError. 
[ResourceExhaustedError.pdf]

 - OS: Windows10
 - Browser: Firefox""",
        expected_cause="gpu-out-of-memory",
        note="2020. Prose only (the error itself was attached as a PDF). CSBDeep's maintainer uschmidt83: 'I've found and fixed the bug in the https://github.com/CSBDeep/CSBDeep code' and the notebook's authors 'can probably help you to increase the number of tiles manually, such that your large stack is broken into smaller pieces for prediction'; ZeroCostDL4Mic's maintainer guijacquemet agreed and added a tile setting to the notebook. The prediction of the large stack did not fit in the GPU memory because the automatic tiling failed. The notebook runs on Google Colab (Linux); Windows 10 and Firefox are the poster's browser machine.",
        platform="linux",
    ),
    CorpusLog(
        name="deepvariant-docker-m1-mac-avx-qemu-abort",
        source=_GH + "google/deepvariant/issues/545",
        text=r"""**Have you checked the FAQ? https://github.com/google/deepvariant/blob/r1.4/docs/FAQ.md**:

**Describe the issue:**
(A clear and concise description of what the issue is.)
Issue encountered during running with Docker, thinking it is possibly due to tf not supported by m1 chip, here is the issue. 
The TensorFlow library was compiled to use AVX instructions, but these aren't available on your machine.
qemu: uncaught target signal 6 (Aborted) - core dumped

**Setup**
  - Operating system: MacOs (Mac mini/ m1 chip)
  - DeepVariant version:1.4.0
  - Installation method (Docker, built from source, etc.): Docker
  - Type of data: (sequencing instrument, reference genome, anything special that is unlike the case studies?)
  The test data from GitHub
**Steps to reproduce:**
  - Command:
  - Error trace: (if applicable)

**Does the quick start test work on your system?**
Please test with https://github.com/google/deepvariant/blob/r0.10/docs/deepvariant-quick-start.md.
Is there any way to reproduce the issue by using the quick start?

**Any additional context:**""",
        expected_cause="cpu-without-avx",
        note="2022. The x86 DeepVariant image runs under qemu emulation on an Apple M1, and the emulated CPU offers no AVX, which DeepVariant's TensorFlow needs. Maintainer pichuan: 'Unfortunately DeepVariant isn't designed to run on MacOS. Can you run on other Unix machines (not MacOS)?'; the poster had suspected the M1 chip himself and did not dispute it. No GPU is involved (macOS has no CUDA either).",
        platform="macos",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="deepvariant-cpu-feature-guard-avx512-notice",
        source=_GH + "google/deepvariant/issues/301",
        text=r"""I'm using google/deepvariant-0.10.0 through docker on AVX-512 instruction capable Intel skylake processor. But the docker image "google/deepvariant-0.10.0" binaries are not built for AVX-512. Here are the warnings for the same:

 ` I tensorflow/core/platform/cpu_feature_guard.cc:141] Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2 AVX512F FMA `

Where can I get deepvariant or tensorflow binaries with AVX-512 optimzation? I tried to build deepvariant from source, but couldn't due to lot of dependencies. 

Please let me know if there is any way to get AVX-512 optimized binaries for deepvariant/tensorflow.""",
        expected_cause=None,
        harmless=True,
        note="2020. DeepVariant ran (CPU image, no GPU). Maintainer gunjanbaid: 'we found out that this was actually a problem with logging in TensorFlow, and AVX-512 instructions are being used correctly. If you try running DeepVariant on a CPU-only machine that does not support AVX-512, you should see a clear increase in the overall runtime. The logging issue has since been fixed in TensorFlow' (the image used an intel-tensorflow package without the fix). Issue closed.",
        platform="linux",
    ),
)
