# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A three-hundred-and-sixteenth set of real threads, gathered apart, from GitHub issues (issues corpus) on earth-science, seismology, physics-informed and weather/climate machine-learning projects run with TensorFlow on NVIDIA GPUs: a repository new to the corpus (ISSMteam/PINNICLE, physics-informed neural networks for ice sheets, built on DeepXDE).

Broken kinds held: a physics-informed model that trains on the CPU but fails on the GPU because
DeepXDE's XLA just-in-time compilation of the TensorFlow 2 backend produces an operation without
a registered gradient (no catalogue cause). Working runs: 0.

Very small set: the threads of this field that the stored copies hold sit mostly on repositories
already in the corpus (DeepXDE, deepmd-kit, segmentation_gym, raster-vision, DeepForest,
EQTransformer, SciANN, PhaseNet), and the new threads found had no confirmation in the stored text:
an EQTransformer trainer that left the GPU idle on Colab (2021; the thread's end is past the stored
excerpt), a SeisBlue image whose TensorFlow 1.14 could not train on the GPU (2021; the poster's own
inference from the version table, not a reported outcome), a hyperspectral super-resolution model
failing in cuBLAS on an RTX 3090 with TensorFlow 1.13 (2023; no answer on the cause), a weather
model (HRRRCast) on a laptop GPU (2026; its errors are past the stored excerpt), a fluid-simulation
network missing libcublas.so.10 (2021; no resolution stored), and the Planetary Computer's request
for a TensorFlow GPU image (2021; a feature request). None was recorded.

At first look (the doctor of commit 1903dcf) the cause was named in 0 of the 1 broken log, 0 first
(it has no catalogue cause; the doctor named no cause at all, so no wrong one); no working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="pinnicle-tf218-gpu-xla-no-gradient-xladynamicupdateslice",
        source=_GH + "ISSMteam/PINNICLE/issues/54",
        text=r"""I used TensorFlow 2.18 to train example2. It runs successfully on CPU. However, when I use GPU, it shows the following error:

LookupError: No gradient defined for operation'gradients_3/gradients/fnn_1/concat_grad/Slice_1_grad/XlaDynamicUpdateSlice' (op type: XlaDynamicUpdateSlice). In general every operation must have an associated `@tf.RegisterGradient` for correct autodiff, which this op is lacking. If you want to pretend this operation is a constant in your program, you may insert `tf.stop_gradient`. This can be useful to silence the error in cases where you know gradients are not needed, e.g. the forward pass of tf.custom_gradient. Please see more details in https://www.tensorflow.org/api_docs/python/tf/custom_gradient.

Any advice on how to resolve this issue would be greatly appreciated.""",
        expected_cause=None,
        note="2025. Maintainer enigne: 'this is possibly because of the comparable of the backend package with DeepXDE, could you try to add to the beginning of your code: import deepxde as dde; dde.config.disable_xla_jit()'; then qyunlong (a participant other than the poster lala1108, perhaps a second account): 'Thanks, it works now'; issue closed. DeepXDE's XLA JIT on the GPU built an op (XlaDynamicUpdateSlice) without a gradient; turning XLA off fixed it. No catalogue cause (not a slow XLA compile, not a missing GPU kernel). Platform not stated (linux is a placeholder).",
        platform="linux",
    ),
)
