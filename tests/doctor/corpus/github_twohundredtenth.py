# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-tenth set of real threads, gathered apart, from GitHub issues (issues corpus) on graph-learning and probabilistic-modelling libraries built on TensorFlow (dmlc/dgl with its TensorFlow backend, tensorflow/decision-forests, GPflow/GPflow), found with plain words a user would type.

Broken kinds held: DGL installed from its CPU-only wheel under the TensorFlow backend, so moving
a graph to the GPU fails (no catalogue cause); TensorFlow Decision Forests' compiled ops loaded
into a TensorFlow release other than the one they were built for (twice: a newer TensorFlow in
2021, an older one forced in 2024); and GPflow 1 ignoring an allow_growth setting in its gpflowrc,
so TensorFlow kept reserving the whole GPU memory (prose only). Working runs: none met.

Small set: the stored copies of these repositories hold few threads on the GPU set-up, and most
that do (spektral, stellargraph, tensorflow/gnn, tensorflow/probability, GPflow) stop at the
opening post or at a question, with no confirmed cause. The two Decision Forests threads fail at
import, before any GPU is touched; they are kept for the add-on mismatch they show. Left out for
want of a confirmed cause in the stored text: stellargraph/stellargraph#2088 (2023; its log says
cuDNN 8.2.4 was loaded where 8.6.0 was built in, but nobody answered), stellargraph/stellargraph#1670
and #1907 (the GPU kernel's nnz limit of sparse-dense matmul), GPflow/GPflow#489 (GPU out of
memory with SGPR on 820,000 points) and #726 (CUDA_ERROR_LAUNCH_FAILED on Windows), dmlc/dgl#4006
and #2171 (graph not moved to the GPU under the TensorFlow backend), tensorflow/probability#700 and
#483 (MCMC on the GPU).

At first look (the doctor of commit 79c939a) the cause was named in 1 of the 4 broken logs, first
(the TF 2.6 undefined symbol); the forced-older TensorFlow's 'Op type not registered', the
allow_growth question and the DGL record (no catalogue cause) got no finding. No working run.
The DGL record is labelled framework-cpu-only-build since that entry names DGL's CPU build;
the first look above counts it as it was labelled then.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="dgl-tf-backend-pip-dgl-cpu-only-device-api-gpu-not-enabled",
        source=_GH + "dmlc/dgl/issues/3749",
        text=r"""backend tf2.2.0
`dgl._ffi.base.DGLError: [11:02:57] /opt/dgl/src/runtime/c_runtime_api.cc:88: Check failed: allow_missing: Device API gpu is not enabled. Please install the cuda version of dgl`

what's up?
help me ,please

`pip install dgl`""",
        expected_cause="framework-cpu-only-build",
        note="2022. The last paragraph is the poster's answer to DGL maintainer VoVAllen's question 'How did you install dgl? Did you install the dgl-cuXX version?'. VoVAllen: 'Try `pip install dgl-cu102 -f https://data.dgl.ai/wheels/repo.html` or change 102 to other version on your machine'; the poster 'Installed as you said' and the GPU error was gone (the next error, No module named 'dgl.multiprocessing', came from running a PyTorch example with DGL 0.6.1). Cause: the CPU-only DGL wheel from plain `pip install dgl`; TensorFlow itself was not at fault. No catalogue cause (DGL is a compiled add-on, but here it lacks CUDA altogether rather than misfitting TensorFlow). Labelled with no catalogue ID when scored at first look; framework-cpu-only-build once that entry named DGL's CPU build.",
        platform="linux",
    ),
    CorpusLog(
        name="tfdf-tf26-training-so-undefined-symbol-getnodeattr",
        source=_GH + "tensorflow/decision-forests/issues/51",
        text=r"""After `!pip install tensorflow_decision_forests --upgrade` and try to `import tensorflow_decision_forests as tfdf`, 
I found this error `NotFoundError: /opt/conda/lib/python3.7/site-packages/tensorflow_decision_forests/tensorflow/ops/training/training.so: undefined symbol: _ZN10tensorflow11GetNodeAttrERKNS_9AttrSliceEN4absl14lts_2020_09_2311string_viewEPSs`

I've tried to uninstall the tensorflow and reinstall the tensorflow==2.3.0, but does not work. 
Please let me know if you have any comments""",
        expected_cause="custom-op-build-mismatch",
        note="2021. TF-DF maintainer arvnds: 'It seems that tensorflow_decision_forests was broken by the tensorflow 2.6 release. We are working on releasing a new pip package that will work with tf 2.6, but in the meantime, it will work if you install tensorflow 2.5.1 explicitly'; janpfeifer then announced a pre-release built for TF 2.6. TF-DF's compiled ops (training.so) were built against TF 2.5 and loaded into TF 2.6. The thread does not mention a GPU; the /opt/conda path and the `!pip` suggest a hosted notebook.",
        platform="linux",
    ),
    CorpusLog(
        name="tfdf-190-older-tensorflow-op-type-not-registered",
        source=_GH + "tensorflow/decision-forests/issues/214",
        text=r"""Hi,

i need the fix for the issue described in https://github.com/google/yggdrasil-decision-forests/issues/78 which has been released with tf-df `1.9.0`. However, the compatibility table from `known_issues.md` states that this version is only compatible with tensorflow `2.16.1`. But this tensorflow version ships Keras 3 which is incompatible with tfdf.
Force installing an older version of tensorflow to get the legacy keras api will produce this error:
```bash
RuntimeError: Op type not registered 'SimpleMLLoadModelFromPathWithHandle' in binary running on hostname. Make sure the Op and Kernel are registered in the binary running in this process. Note that if you are loading a saved graph which used ops from tf.contrib (e.g. `tf.contrib.resampler`), accessing should be done before importing the graph, as contrib ops are lazily registered when the module is first accessed.
```
I suspect this is because the incompatibility of the abi between tf versions, but i dont see a way out of here.
I need the newer tfdf version, as pydf didnt get a newer release yet.

Thanks for your help!""",
        expected_cause="custom-op-build-mismatch",
        note="2024. TF-DF maintainer rstz confirmed the poster's guess: 'Unfortunately it's not possible to deploy a TF-DF version that's compatible with multiple TensorFlow versions since TensorFlow's ABI constantly changes.' TF-DF 1.9.0's ops are built for TF 2.16.1; with an older TensorFlow forced in, they do not load and the op is not registered. 'hostname' is in the post as written. The thread names no platform (linux is a placeholder) and no GPU.",
        platform="linux",
    ),
    CorpusLog(
        name="gpflow1-gpflowrc-allow-growth-not-applied",
        source=_GH + "GPflow/GPflow/issues/865",
        text=r"""I would like to config the gpu options as

gpu_options['allow_growth'] = True 

in gpflowrc under [session],  it seems not working""",
        expected_cause="memory-growth-disabled",
        note="2018. Prose only. GPflow maintainer rhaps0dy: 'At the moment you can't. You have to edit the file `session_manager.py` and add `gpu_options.allow_growth` to the ConfigProto.'; maintainer awav showed passing `tf.ConfigProto(gpu_options=tf.GPUOptions(allow_growth=True))` to `gpflow.reset_default_session(config=config)`. GPflow 1 built its TensorFlow session without the gpflowrc setting, so TensorFlow kept reserving nearly all GPU memory. The poster did not dispute. Platform not stated (linux is a placeholder).",
        platform="linux",
    ),
)
