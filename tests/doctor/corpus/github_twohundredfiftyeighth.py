# ruff: noqa: E501, E101, W291 - log lines are quoted verbatim (long, trailing spaces, tabs)
"""A two-hundred-and-fifty-eighth set of real threads, gathered apart, from GitHub issues (issues corpus) on AutoML and hyperparameter-search tools run with TensorFlow on NVIDIA GPUs: keras-team/autokeras and autonomio/talos (2018-2020).

Broken kinds held: the GPU running out of memory during an architecture search (AutoKeras
generating models too large for the card) and during a Talos grid search (memory not given back
between rounds), and a tool's requirements pulling the CPU-only `tensorflow` wheel in next to the
`tensorflow-gpu` of an NVIDIA Docker image. Working runs: none met.

Small set: the GPU threads of these tools are mostly already in the corpus (keras-tuner#168,
autokeras#157, hyperopt#351, devol#18, the Ray Tune and NNI threads) or end without an answer in
the stored copy (keras-tuner#329, keras-tuner#194, talos#238, optuna#1727, nni#1600, nni#2679,
autokeras#701). None confirmed is from 2022 or later. One more confirmed thread, prose only, was
left out to keep prose-only records to a third: ray-project/ray#6887 (2020; Ray Tune's
resources_per_trial={"gpu": 4} only sets CUDA_VISIBLE_DEVICES, so a TensorFlow trial without
tf.distribute.MirroredStrategy kept training on one GPU; answered by ericl).

At first look (the doctor of commit 9e2813a) the cause was named in 3 of 3 broken logs, 3 first;
no working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="autokeras-imageregressor-search-oom-dual-rtx-titan",
        source=_GH + "keras-team/autokeras/issues/1078",
        text=r"""### Bug Description
ImageRegressor training stops at random when training on dual RTX Titan GPUs. Error Message:

ResourceExhaustedError:  OOM when allocating tensor with shape[32,1280,64,64] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
	 [[node model/separable_conv2d_15/separable_conv2d (defined at C:\Anaconda3\envs\automl\lib\site-packages\autokeras\engine\tuner.py:71) ]]
Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info.
 [Op:__inference_distributed_function_169665]

Function call stack:
distributed_function

### Bug Reproduction
Code for reproducing the bug:
model = ak.ImageRegressor(metrics=['mae', 'mape'],
                          max_trials=20)
model.fit(x_train, y_train, epochs=200)

Data used by the code:
custom image dataset. 
x.shape = (715, 128, 128, 3)
y.shape = (715,)
Did a 80:20 train-test-split: 
x_train = (572, 128, 128, 3).
y_train = (572,)

### Expected Behavior
Training to continue until 20 trials completed.

### Setup Details
Include the details about the versions of:
 - OS type and version: Windows 10 Pro 64-bit
 - Python: 3.7.6
 - autokeras: 1.0.2
 - keras-tuner: 1.0.1
 - scikit-learn: 0.22.1
 - numpy: 1.18.1
 - pandas: 1.0.1
...""",
        expected_cause="gpu-out-of-memory",
        note="2020. The search built a model (separable convolutions on 1280 channels at 64x64, batch 32) too large for the GPU's memory. The issue was retitled 'Enable limiting model size based on Keras Tuner' and relabelled a pinned feature request (closed): the fix is to skip oversized candidate models, which AutoKeras later exposed as max_model_size (used in autokeras#1479, 2021). The opening post is cut in the stored copy after the pandas version ('...').",
        platform="windows",
    ),
    CorpusLog(
        name="talos-grid-search-oom-after-several-rounds-1080ti",
        source=_GH + "autonomio/talos/issues/482",
        text=r"""ResourceExhaustedError after several iterations in a grid search

Of course! See below. I also added the output leading up, because I think it gives some idea of how the exception occurs.

```python
---------------------------------------------------------------------------
ResourceExhaustedError                    Traceback (most recent call last)
<ipython-input-10-d1427f7c3b24> in <module>
    104     params=p,
    105     experiment_name="talos/" + date_string,
--> 106     reduction_method='gamify',
    107 )
    108 

~/.pyenv/versions/miniconda3-4.3.30/envs/tf_gpu/lib/python3.6/site-packages/talos/scan/Scan.py in __init__(self, x, y, params, model, experiment_name, x_val, y_val, val_split, random_method, seed, performance_target, fraction_limit, round_limit, time_limit, boolean_limit, reduction_method, reduction_interval, reduction_window, reduction_threshold, reduction_metric, minimize_loss, disable_progress_bar, print_params, clear_session, save_weights)
    194         # start runtime
    195         from .scan_run import scan_run
--> 196         scan_run(self)

~/.pyenv/versions/miniconda3-4.3.30/envs/tf_gpu/lib/python3.6/site-packages/talos/scan/scan_run.py in scan_run(self)
     24         # otherwise proceed with next
...

I just check out your link and it does not appear to describe the issue I am having, though at first it did look similar. I am running with an Nvidia GeForce GTX 1080 TI with 11 GB ram.

So running talos 1.0 had the same outcome, but with a slightly different error message at the end:

```python
 14% |█▌        | 5/36 [1:52:10<11:43:52, 1362.35s/it]
{'act': <class 'keras_contrib.layers.advanced_activations.swish.Swish'>, 'arch': 'U-Net', 'loss_func': 'cat_CE', 'nb_filters_0': 64, 'sigma_noise': 0.01}
tracking <tf.Variable 'block1_d_Swish1/scaling_factor:0' shape=() dtype=float32> scaling_factor
tracking <tf.Variable 'block1_d_Swish2/scaling_factor:0' shape=() dtype=float32> scaling_factor
...""",
        expected_cause="gpu-out-of-memory",
        note="2020. Prose and traceback from the poster's comments (bjtho08); the opening post and the end of each traceback are not in the stored copy. Several U-Net rounds of the grid search ran before the GPU (GTX 1080 Ti, 11 GB) ran out of memory, which the poster read as memory not given back between rounds. The poster: 'This is a long-standing Keras bug, I believe.'; maintainer mikkokotila: 'Yes, it most certainly is an upstream bug in Keras or TensorFlow.' Talos 1.0 (another backend) ran out the same way after 5 of 36 rounds. The thread ends without a workaround.",
        platform="linux",
    ),
    CorpusLog(
        name="talos-requirements-replace-tensorflow-gpu-in-docker-image",
        source=_GH + "autonomio/talos/issues/160",
        text=r"""- [x] I'm up-to-date with the latest release:

Hi Mikko,

I am running into a problem with the project dependencies. The training session runs inside a docker container on another server. To that end I build a docker container starting `FROM tensorflow/tensorflow:latest-gpu-py3`. However, when I install talos in that container the tensorflow gpu version gets replaced by the cpu version, as that one is in talos' requirements. My workaround for now is deinstalling `tensorflow` and `tensorflow-gpu` and then reinstalling `tensorflow-gpu`, all after installing talos. However, that has the side effect that I need to upload a >1GB change when pushing the docker container initially.
Is there a better way of handling the tensorflow dependency inside talos?""",
        expected_cause="multiple-tensorflow-distributions",
        note="2018. Prose only. Installing talos pulled the CPU-only `tensorflow` wheel in next to the image's `tensorflow-gpu`, and the CPU build took over the shared `tensorflow` package. The poster's own workaround (uninstall both, reinstall tensorflow-gpu) worked; maintainer mikkokotila confirmed the cause: 'I think we have to remove tensorflow from the requirements and let the user do install the version they like. Will do that for the next update which is v.0.4.6.' (fixed on daily-dev the same day; a later commenter still met it from daily-dev).",
        platform="linux",
    ),
)
