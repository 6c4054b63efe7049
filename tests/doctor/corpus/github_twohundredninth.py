# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-ninth set of real threads, gathered apart, from GitHub issues (issues corpus) on model robustness and explainability tools used with TensorFlow on NVIDIA GPUs: shap/shap (DeepExplainer), twosixlabs/armory (which runs the Adversarial Robustness Toolbox's TensorFlowV2Classifier), shangtse/robust-physical-attack (ShapeShifter, adversarial attacks on object detectors), tensorflow/lucid and the What-If Tool's notebook widget (tensorflow/tensorboard, plugin:what-if-tool).

Broken kinds held: the GPU running out of memory under an explainer or an attack that batches
far more than the user's own batch size (DeepExplainer's background samples; ART converting a whole
85,511 x 16,000 data set into one GPU tensor), a TensorFlow 1.14 build that wants the CUDA 10.0
cuBLAS while CUDA 10.2 is installed, a notebook widget whose pip dependency installed the
CPU-only `tensorflow` next to `tensorflow-gpu`, and tensorflow-gpu releases too old to import
lucid's model-zoo graphs (no catalogue cause). Working runs: none met.

Small set: the stored copies of these repositories hold few threads about the GPU, and most of
those have no confirmation in the stored text (the poster never came back, or the thread was
closed as stale). One thread is from 2022; the others are from 2018 and 2019. One record is
prose only (the widget thread). One more confirmed thread was left out because its stored opening
post is cut off before the error: philipperemy/keract#21 (2019; a GPU out-of-memory error while
reading a VGG's layer activations, maintainer: 'Just reduce batch size to 1').

At first look (the doctor of commit 79c939a) the cause was named in 4 of the 5 broken logs, 3 first
(the fifth, lucid's too-old TensorFlow, has no catalogue cause and nothing was named for it); no
working run held.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="shap-deepexplainer-100-background-samples-gpu-oom",
        source=_GH + "shap/shap/issues/306",
        text=r"""I have my `x_train` and `x_test` data loaded, and gpu memory utilization is 0%.
They are both np.arrays of size `(10000,224,224,3)`.

I then load my Keras model:

```
from tensorflow.keras.models import load_model
model = load_model(./model.h5)
optimizer = tf.keras.optimizers.SGD(lr=0.0001, momentum=0.99, nesterov=True)
model.compile(loss='categorical_crossentropy', optimizer=optimizer)
```
And GPU memory utilization jumps to around 96%.

I then try to use DeepExplainer just like the MNIST example:

```
import shap
import numpy as np

# select a set of background examples to take an expectation over
background = x_train[np.random.choice(x_train.shape[0], 100, replace=False)]

# explain predictions of the model on three images
e = shap.DeepExplainer(model, background)

shap_values = e.shap_values(x_test[1:5])
```
However I end up getting:

> ResourceExhaustedError: OOM when allocating tensor with shape[200,64,224,224] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc

Am I doing something incorrectly?""",
        expected_cause="gpu-out-of-memory",
        note="2018. Maintainer slundberg: 'It could be that your GPU does not have enough space for all 100 background samples. DeepExplainer runs all 100 through as a batch. You can try just 10 and see if that fixes it. (you can average 10 runs of 10 to get the effect of 100).' The poster did not dispute it; issue closed. The 96% after loading the model is TensorFlow's usual up-front reservation, not the cause. Platform not given (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="armory-art-poisoning-whole-dataset-tensor-gpu-oom",
        source=_GH + "twosixlabs/armory/issues/1761",
        text=r"""While running the following test case : scenario_configs/eval6/poisoning/audio_dlbd/audio_p10_undefended.json, I run into an OOM issue.

Below is the exact error:
```
tensorflow.python.framework.errors_impl.ResourceExhaustedError: OOM when allocating tensor with shape[85511,16000] and type
 float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc [Op:Sub]
```

I am using a *NVIDIA 1080 Ti* with armory 0.16.0
Is the issue only with the fact that VRAM is not enough? I am able to run the same scenario on CPU clusters.

I tried to reduce the batch size from 64 all the way down to 2 and still gives the same error.""",
        expected_cause="gpu-out-of-memory",
        note="2022. Maintainer davidslater traced it into the Adversarial Robustness Toolbox's TensorFlowV2Classifier: 'it tries to create Tensors out of the large numpy inputs, which are sent to the GPUs' and 'The main problem is that we are working with a (85511, 16000) tensor in the first place. That is either 10.19 GB or 5.09 GB, depending on whether it is a float64 or float32.' The poster confirmed that keeping the subtraction in numpy ('converting x to x.numpy()') got rid of the error; armory PR #1767 ('Fixes #1761') added a fit_generator option. The batch size did not matter because the whole data set went to the GPU at once. Platform not given (armory runs in Docker on Linux; linux is assumed).",
        platform="linux",
    ),
    CorpusLog(
        name="robust-physical-attack-tf114-wants-libcublas-10-0-cuda-10-2",
        source=_GH + "shangtse/robust-physical-attack/issues/7",
        text=r"""Hi, thanks for sharing this code

I think I have the cuda version problem when trying your code.

After I  installed dependencies and patches without problems
```
make deps
```

and I tried ``` make 2d_untargeted_attack ``` I got 

```ImportError: libcublas.so.10.0: cannot open shared object file: No such file or directory```

If I understood correctly, this is because my cuda is 10.2 and my tensorflow-gpu is 1.14.0, and yours cuda is 10.0 and tensorflow is? So If I want to run it successfully, I need to set your cuda as 10.2? 

I checked ```Makefile``` and ```~/.local/share/virtualenvs/robust-physical-attack-L90Q9SNz/lib``` , I couldn't find where to set up the version of cuda or tensorflow. 

I am not familar with Pipenv, I wonder do you know how to set up the related version of cuda and tensorflow? or is any other I'm missed?

Thanks in advance!""",
        expected_cause="cuda-libraries-missing",
        note="2019. Maintainer dxoigmn: 'We only tested the new code against Tensorflow 1.13.x, which links to CUDA 10.0 by default. You can find directions for installing CUDA 10.0 using apt here: https://www.tensorflow.org/install/gpu#install_cuda_with_apt.' (or find a TensorFlow build linked to CUDA 10.2). The poster did not dispute it; issue closed. The tensorflow-gpu 1.14 wheel also wants the CUDA 10.0 libraries, which the CUDA 10.2 install lacks.",
        platform="linux",
    ),
    CorpusLog(
        name="lucid-old-tensorflow-gpu-nodedef-truncate-only-cpu-extra-works",
        source=_GH + "tensorflow/lucid/issues/157",
        text=r"""I have tied lucid with a bunch of tensoflow-gpu versions and most of them were giving errors like this
`NodeDef mentions attr 'Truncate' not in Op<name=Cast; signature=x:SrcT -> y:DstT; attr=SrcT:type; attr=DstT:type>; NodeDef: import/ToFloat = Cast[DstT=DT_FLOAT, SrcT=DT_UINT8, Truncate=false]` or too old that some ops are not defined

The only way that works for me was `pip install lucid[tf]` which works but only CPU version

Can I get more precise compatibility instructions?""",
        expected_cause=None,
        note="2019. Maintainer ludwigschubert: 'the error you describe afaik happens when you try to import a saved graph from a newer TF version in an older one ... ensure you're using a new-ish version by inspecting the version of TF your actual code loads ... (We run the tests on r1.13, but anything above ~1.11 should mostly work.)' The poster did not dispute it; issue closed. Cause: the tensorflow-gpu releases tried were older than the TensorFlow that wrote lucid's model-zoo graphs (no catalogue cause); the `lucid[tf]` extra that worked pulls the CPU-only `tensorflow`. Platform not given (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="witwidget-pip-dependency-installs-cpu-tensorflow-beside-gpu",
        source=_GH + "tensorflow/tensorboard/issues/2070",
        text=r"""Hi, 

I am trying to apply the What If Tool on my model on Jupyter Notebook with the library wit widget.
However, it seems that I cannot use tensorflow-gpu with wit widget: this library automatically install another tensorflow which does not recognize any gpu.

Is there a way to use the What If Tool with tensorflow-gpu?

Thank you!

No it is not. I cannot import wit widget with only tensorflow-gpu, because it cannot import tensorflow-serving-api.
I also tried to install tensorflow-serving-api-gpu, but it still does not work.""",
        expected_cause="multiple-tensorflow-distributions",
        note="2019. Prose only (the second paragraph answers the maintainer's question whether the CPU tensorflow could be uninstalled after installing witwidget). Maintainer jameswex agreed the witwidget package's pip dependency on `tensorflow` (and tensorflow-serving-api) was the cause, sent builds with those dependencies removed, and merged PR #2077 ('Add GPU version of witwidget pip package', 'Fixes #2070'): 'For users of tensorflow-gpu, add a witwidget-gpu pip package that depends on GPU versions of TF and TF Serving API.' The poster did not dispute it; issue closed by the fix.",
        platform="linux",
    ),
)
