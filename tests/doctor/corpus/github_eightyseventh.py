# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""An eighty-seventh set of real threads, gathered apart, from the GitHub trackers of applications outside machine-learning research that bundle TensorFlow for end users (image taggers and generators such as stable-diffusion-webui extensions and DeepDanbooru, self-hosted media tools, audio tools, OCR and document tools), plus one frame-interpolation tool met on the way; 2022-2026 first.

Broken kinds held: an image-generator extension that pins a TensorFlow newer than 2.10 on native
Windows, where it falls back to the CPU. Working runs: 1.

A small set: almost every thread with a confirmed cause met on these trackers (kohya_ss and its
WD14 tagger, nextcloud recognize, spleeter, UltraSinger, grobid, DeepDanbooru through the webui,
tfjs-node-gpu and others) was already in the corpus, and the rest showed no confirmation in the
thread.

At first look (the doctor of commit 671c092, before this set was read; scored with the
eighty-eighth to ninety-first sets as one batch) the broken log's cause was named, first; the
working run was not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="sd-dreambooth-extension-pins-tf-after-210-windows-cpu-prose",
        source=_GH + "d8ahazard/sd_dreambooth_extension/issues/1143",
        text=r"""**WHAT**
Tensorflow doesn't support gpu on windows after 2.10, so if no new features are necessary for the operation of the extension, it would be desireable to switch back to that version. While one can adjust it personally, it is reset on every extension update (due to how webui always force-updates everything).

**WHERE**
requirements.txt

It does work, but it falls back to cpu. At least, that's what its documentation says:
https://www.tensorflow.org/install/pip#system_requirements""",
        expected_cause="windows-native-no-gpu",
        note="2023. Prose only. The extension's requirements pulled a TensorFlow after 2.10 into the webui on native Windows; maintainer ArrowM agreed: 'Good catch. I believe we only use Tensorflow and Tensorboard for graph generation, so GPU access doesn't really matter.'",
        platform="windows",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="frame-interpolation-film-rtx3090ti-info-lines-only",
        source=_GH + "google-research/frame-interpolation/issues/67",
        text=r"""When running this code:
`  python3 -m eval.interpolator_test \
     --frame1 photos/one.png \
     --frame2 photos/two.png \
     --model_path pretrained_models/film_net/Style/saved_model \
     --output_frame photos/middle.png`

I get the following error:

```
2022-10-25 00:50:12.733569: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1510] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 21549 MB memory:  -> device: 0, name: NVIDIA GeForce RTX 3090 Ti, pci bus id: 0000:43:00.0, compute capability: 8.6
2022-10-25 00:50:15.972815: I tensorflow/compiler/mlir/mlir_graph_optimization_pass.cc:185] None of the MLIR Optimization Passes are enabled (registered 2)
2022-10-25 00:50:18.661834: I tensorflow/stream_executor/cuda/cuda_dnn.cc:369] Loaded cuDNN version 8600

```

I would appreciate your help to resolve this issue, with  cuda / cudnn. Thanks!

which --version
`nvcc: NVIDIA (R) Cuda compiler driver
Copyright (c) 2005-2022 NVIDIA Corporation
Built on Wed_Sep_21_10:33:58_PDT_2022
Cuda compilation tools, release 11.8, V11.8.89
Build cuda_11.8.r11.8/compiler.31833905_0
`""",
        expected_cause=None,
        harmless=True,
        note="2022. The GPU device is created and cuDNN 8600 loads; maintainer fitsumreda answered: 'They look like logging.info, not errors.' (The issue title names the NUMA note, which the pasted log does not show; the poster's later outcome was not visible.)",
        platform="linux",
    ),
)
