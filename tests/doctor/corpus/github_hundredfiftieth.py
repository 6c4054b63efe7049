# ruff: noqa: E501, E101 - log lines are quoted verbatim (long, some indented with tabs)
"""A hundred-and-fiftieth set of real threads, gathered apart, from GitHub issues (issues corpus) on repositories new to the corpus (google/prettytensor, infocusp/tf_cnnvis, rwth-i6/returnn), found by searching for TensorFlow's device placement output (log_device_placement, "Device mapping", "Executing op ... in device", placement errors naming /job:localhost/replica:0/task:0/device:...) and device creation lines.

Broken kinds held: ops pinned to the GPU that have no GPU kernel (TensorFlow's sparse AdaGrad update
beside an embedding placed on the GPU, twice: a colocation error and a float_ref _Recv error
between the GPU and the CPU), and a restored checkpoint whose ops were pinned to /device:GPU:0 in a
process whose only device was the CPU. None of the three has a catalogue cause: each is a placement
fault of the model's code, named by the maintainers. Working runs: none met with a confirmation.

Small set, all before 2021: the angle was mined nearly to exhaustion. Most threads whose text is a
placement log or "Device mapping: no known devices" sit on tensorflow/tensorflow (gathered in other
sets) or are already in the corpus (DeepLabCut, tfjs, the Apple Metal NUMA lines,
osl-dynamics, Qengineering, automl, tf-faster-rcnn, serving); the rest had no confirmation in the
stored text. Read and left out for that reason: tflearn/tflearn#552, hizhangp/yolo_tensorflow#30,
gaussic/text-classification-cnn-rnn#105, tensorflow/nmt#228 (screenshots only),
tensorflow/java#140, mozilla/DeepSpeech#463 (the fix that worked was not the cause named),
Lab41/attalos#40 (the maintainer's last word is cut off in the stored copy), tensorflow/fold#10,
tensorflow/serving#355, tensorflow/serving#987, menyifang/DCT-Net#63 and #64,
xuannianz/EfficientDet#188 (the same post as google/automl#555, already held),
eragonruan/text-detection-ctpn#385, tensorflow/tfjs#1469, tensorflow/tfjs#5241,
tensorflow/recommenders#190 (confirmed, but the poster's own log is not in the stored copy).

At first look (the doctor of commit ffecc93) the cause was named in 0 of the 3 broken logs, none
first: all three have no catalogue cause and count as misses by design; the doctor reported nothing
at all for any of them (no false alarm, not even no-gpu-visible for the 'available devices are
[ /job:localhost/replica:0/task:0/cpu:0 ]' line); no working run was held. prettytensor#1 is
labelled op-without-gpu-kernel since the catalogue has that cause.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="prettytensor-baby-names-sparseapplyadagrad-colocated-gpu",
        source=_GH + "google/prettytensor/issues/1",
        text=r"""I'm running the baby_names tutorial, and it is failing with the following error (excerpt):

tensorflow.python.framework.errors.InvalidArgumentError: Cannot assign a device to node 'Adagrad/update_baby_names/embedding_lookup/params/SparseApplyAdagrad': Could not satisfy explicit device specification '' because the node was colocated with a group of nodes that required incompatible device '/job:localhost/replica:0/task:0/GPU:0'
	 [[Node: Adagrad/update_baby_names/embedding_lookup/params/SparseApplyAdagrad = SparseApplyAdagrad[T=DT_FLOAT, Tindices=DT_INT32, use_locking=false](baby_names/embedding_lookup/params, baby_names/embedding_lookup/params/Adagrad, ExponentialDecay, gradients/concat, gradients/concat_1)]]
Caused by op u'Adagrad/update_baby_names/embedding_lookup/params/SparseApplyAdagrad', defined at:
  File "tutorial/baby_names.py", line 193, in <module>
    tf.app.run()

It was previously erroring due to the .csv not being found (so I copied into
/usr/local/lib/python2.7/dist-packages/prettytensor/tutorial/)

Any suggestions for how to fix this?""",
        expected_cause="op-without-gpu-kernel",
        note="2015. Maintainer eiderman: 'The basic problem is that it is trying to force a non-gpu op onto a GPU.' (SparseApplyAdagrad had only a CPU kernel while the embedding it updates was placed on the GPU; the poster did not dispute it). The GPU itself worked: a placement fault of the model code (op-without-gpu-kernel; labelled None until the catalogue had that cause). Platform from the /usr/local/lib/python2.7/dist-packages path.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-cnnvis-checkpoint-op-pinned-gpu-only-cpu-device",
        source=_GH + "infocusp/tf_cnnvis/issues/14",
        text=r"""Hi,

I was running `activation_visualization` on my graph checkpoint, and it throws this error. Do you know why?

InvalidArgumentError: Cannot assign a device for operation 'fake_var_3': Operation was explicitly assigned to /device:GPU:0 but available devices are [ /job:localhost/replica:0/task:0/cpu:0 ]. Make sure the device specification refers to a valid device.
	 [[Node: fake_var_3 = VariableV2[container="", dtype=DT_FLOAT, shape=[1], shared_name="", _device="/device:GPU:0"]()]]

Maybe `allow_soft_placement` should be set to True when creating the TF session?""",
        expected_cause=None,
        note="2017. Maintainer BhagyeshVikani: 'Yes, you are right. Setting `allow_soft_placement` to True while creating the TF sesstion will solve the issue. We make the changes.' The poster then: 'I just find this issue can be solved if I just load the frozen graph rather than the graph checkpoints.' The checkpoint's graph pinned an op to /device:GPU:0 while the process had only the CPU device; the thread never says whether the machine had a GPU meant for this run, so no catalogue cause (a doctor naming no-gpu-visible would read the 'available devices' list, not the thread). The platform is not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="returnn-adagrad-sampled-softmax-float-ref-recv-gpu-cpu",
        source=_GH + "rwth-i6/returnn/issues/145",
        text=r"""I get the following error message when running sampling_loss with adagrad (and momentum)

```
InvalidArgumentError: AttrValue must not have reference type value of float_ref
```

This works fine when using SGD and Adam.

I can provide you an example config file if you need.

Here is the full error message:
```
RETURNN starting up, version 20190221.160124--git-c137aab, date/time 2019-02-28-23-01-28 (UTC+0100), pid 18016, cwd /rwthfs/rz/cluster/work/alice/setups/obw/data-train/obw.b-32.b-640.lr-0.001.dr-0.2.adagrad, Python /rwthfs/rz/cluster/home/alice/.venv/crnn/bin/python3.6
RETURNN command line options: ['config-train/obw.b-32.b-640.lr-0.001.dr-0.2.adagrad.config']
Hostname: host
TensorFlow: 1.12.0 (v1.12.0-0-ga6d8ffae09) (<site-package> in /rwthfs/rz/cluster/home/alice/.venv/crnn/lib/python3.6/site-packages/tensorflow)

...

session opts {'allow_soft_placement': True, 'log_device_placement': False, 'device_count': {'GPU': 0}, 'intra_op_parallelism_threads': 2, 'inter_op_parallelism_threads': 2}.

...

Network layer topology:
  extern data: data: Data(shape=(None,), dtype='int32', sparse=True, dim=793471), classes: Data(shape=(None,), dtype='int32', sparse=True, dim=793471)
  used data keys: ['classes', 'data']
  layer source 'data' #: 793471
  layer linear 'input' #: 128
  layer rec 'lstm0' #: 2048
...
         [[{{node output/W/_13}} = _Recv[_start_time=0, client_terminated=false, recv_device="/job:localhost/replica:0/task:0/device:CPU:0", send_device="/job:localhost/replica:0/task:0/device:GPU:0", send_device_incarnation=1, tensor_name="edge_9_output/W", tensor_type=DT_FLOAT_REF, _device="/job:localhost/replica:0/task:0/device:CPU:0"]()]]

```

I forgot to add that it works fine when setting `use_full_softmax: True`. I use sampled_softmax (default) as sampling method.""",
        expected_cause=None,
        note="2019. Maintainer kazuki-irie: 'Yes, we are aware of this problem. Currently, adagrad + sampled softmax works only if you place both the input and output (softmax) embedding weights on CPU (`\"param_device\": \"CPU\"`).' Maintainer albertz: 'Note that this is because the TF AdaGrad implementation partly is not implemented for GPU.' The GPU worked; the sparse AdaGrad/momentum update has no GPU kernel, so the weights on the GPU could not be updated: no catalogue cause. The middle of the stored log is elided ('...') in the stored copy; the _Recv line is the stored tail of the error. The 'device_count': {'GPU': 0} session options are RETURNN's own first session, as the poster pasted them. Host and user names replaced. Cluster at RWTH (linux).",
        platform="linux",
    ),
)
