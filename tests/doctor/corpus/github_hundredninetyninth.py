# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-ninety-ninth set of real threads, gathered apart, from GitHub issues (issues corpus): recent generative models run with Keras on the TensorFlow backend (keras-team/keras-hub), found with plain words a user would type.

Broken kinds held: a keras-hub release that could no longer load the Stable Diffusion 3 preset
(a library regression, no catalogue cause), in a log that also shows TensorFlow's harmless
"factory already registered" lines for cuFFT, cuDNN and cuBLAS. Working runs: 0.

Very small set: the threads on TensorFlow Stable Diffusion (divamgupta/stable-diffusion-tensorflow,
keras-cv), Hugging Face TF models, keras-hub Gemma/Mistral on the TensorFlow backend, DeepDanbooru
and WD14 taggers, image captioning and VQA projects that the searches returned were either already
in the corpus or had no confirmation in the stored text (the fix, if any, lies past the stored
opening, or the answers only guess). One more confirmed thread was left out because it holds no
log lines and would have made half of the set prose-only: keras-team/keras-hub#2711 (2026;
Gemma3n `fit()` crashing on the TensorFlow backend with grouped-query attention on an NVIDIA L4,
fixed by keras-hub PR #2712, "Fixes #2711", which changed `hidden_states.shape` to `ops.shape()`).

At first look (the doctor of commit 25eae08) the cause was named in 0 of 1 broken logs, 0 first:
the record has no catalogue cause, and the doctor named none (no GPU cause blamed, the factory
notices not flagged as an error); no working runs.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="keras-hub-0-22-sd3-medium-preset-load-einsumdense-regression",
        source=_GH + "keras-team/keras-hub/issues/2427",
        text=r"""**Describe the bug**

Attempting to loading `stable_diffusion_3_medium` raises an Exception, seemingly from some internal change in how EinsumDense layers are created.

**To Reproduce**

```bash
uv tool run --isolated \
  --python 3.11 \
  --with keras-hub --with tensorflow --with tensorflow-text \
  python -c 'import sys; print(sys.executable); import tensorflow_text; import keras_hub; keras_hub.models.TextToImage.from_preset("stable_diffusion_3_medium", image_shape = (512, 512, 3), dtype="float16")'
```

With the snippet above if I replace `keras-hub` with `'keras-hub==0.21.*'` then there is no error. With the current release of keras-hub however I see: 

```
2025-10-05 13:32:38.204515: E external/local_xla/xla/stream_executor/cuda/cuda_fft.cc:467] Unable to register cuFFT factory: Attempting to register factory for plugin cuFFT when one has already been registered
WARNING: All log messages before absl::InitializeLog() is called are written to STDERR
E0000 00:00:1759685558.218559 2563829 cuda_dnn.cc:8579] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered
E0000 00:00:1759685558.223011 2563829 cuda_blas.cc:1407] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered
...
<EinsumDense name=key, built=True>, <EinsumDense name=attention_output, built=True>, <EinsumDense name=query, built=True>, <EinsumDense name=value, built=True>, <Dense name=dense_1, built=True>, <Dense name=dense_2, built=True>, <LayerNormalization name=layer_norm_1, built=True>, <LayerNormalization name=layer_norm_2, built=True>, <EinsumDense name=key, built=True>, <EinsumDense name=attention_output, built=True>, <EinsumDense name=query, built=True>, <EinsumDense name=value, built=True>, <Dense name=dense_1, built=True>, <Dense name=dense_2, built=True>, <LayerNormalization name=layer_norm_1, built=True>, <LayerNormalization name=layer_norm_2, built=True>, ...
```""",
        expected_cause=None,
        note="2025. The poster (t-kalinowski) confirmed the cause by his own comparison in the report: the same command with 'keras-hub==0.21.*' in place of the current keras-hub (0.22) gives 'no error'; the failure is a keras-hub 0.22 regression in loading the stable_diffusion_3_medium preset (EinsumDense layers), no catalogue cause. The TensorFlow lines 'Unable to register cuFFT/cuDNN/cuBLAS factory' are the harmless duplicate-registration notices and not the cause. The issue is open in the stored copy (no maintainer answer seen); the lines between the factory notices and the EinsumDense list (a 'W0000 ...' line and the traceback) are cut in the stored copy and stand as '...'. The thread does not name the GPU.",
        platform="linux",
    ),
)
