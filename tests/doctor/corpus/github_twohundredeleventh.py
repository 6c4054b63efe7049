# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-eleventh set of real threads, gathered apart, from GitHub issues (issues corpus) on standalone Keras 2 running on the TensorFlow backend (keras-team/keras, 2017-2019) and on fizyr/keras-retinanet (2020): Keras-on-TensorFlow set-ups that failed on the NVIDIA GPU or used it badly.

Broken kinds held: `multi_gpu_model` refusing GPUs that TensorFlow had created, because the
device names Keras expected did not match the ones TensorFlow reported (three threads: two from
the TensorFlow 1.4 rename to '/device:GPU:0', one from a later Keras master that lost the CPU
device; each fixed in Keras, no catalogue cause), a 2 GB laptop GPU (GeForce 920M) too small for
keras-retinanet training (out of GPU memory), Keras 2.0.9 taking all GPU memory at import (a
Keras bug, no catalogue cause) and an LSTM model on a Tesla K80 that ran no faster than on a
laptop CPU until the layers were changed to CuDNNLSTM (no catalogue cause). Working runs: none
met with a confirmation.

Two of the six records are prose (the Keras 2.0.9 import and the LSTM speed threads). Most
other threads on these repositories that the stored copies hold ended without a confirmed cause
(closed as stale, or only "try X"); the stored copy often holds only the opening or only a late
comment. Left out though confirmed, to keep prose-only records to a third:
fizyr/keras-retinanet#1147 (2019; GTX 1070 8 GB, batch size above 1 ran out of GPU memory,
maintainer hgaiser: batch sizes much above 2 will not fit with the default settings) and
keras-team/keras#8353 (2017; the same Keras 2.0.9 import-time allocation, "a known issue").

At first look (the doctor of commit 79c939a) the cause was named in 1 of the 6 broken logs, 1
first (the only one with a catalogue cause, the keras-retinanet out-of-memory thread); the five
without a catalogue cause got no error, one of them (the Keras 2.0.9 import) the
memory-growth-disabled warning. No working runs.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="keras-multi-gpu-model-device-gpu-names-tf-nightly-windows",
        source=_GH + "keras-team/keras/issues/8213",
        text=r"""Hi , I'm using tensorflow-nightly-gpu and keras built from github master as of today, on nVidia cards I receive following exception when trying to use `multi-gpu-model`:
```
  File "C:\ProgramData\Anaconda3\lib\site-packages\keras-2.0.8-py3.6.egg\keras\utils\training_utils.py", line 100, in multi_gpu_model
ValueError: To call `multi_gpu_model` with `gpus=4`, we expect the following devices to be available: ['/cpu:0', '/gpu:0', '/gpu:1', '/gpu:2', '/gpu:3']. However this machine only has: ['/device:CPU:0', '/device:GPU:0', '/device:GPU:1', '/device:GPU:2', '/device:GPU:3']. Try reducing `gpus`.
```

Here is tensorflow output:
```
2017-10-21 17:31:06.619806: I C:\tf_jenkins\home\workspace\tf-nightly-windows\M\windows-gpu\PY\36\tensorflow\core\common_runtime\gpu\gpu_device.cc:1121] Creating TensorFlow device (/device:GPU:0) -> (device: 0, name: GeForce GTX 1070, pci bus id: 0000:05:00.0, compute capability: 6.1)
2017-10-21 17:31:06.619899: I C:\tf_jenkins\home\workspace\tf-nightly-windows\M\windows-gpu\PY\36\tensorflow\core\common_runtime\gpu\gpu_device.cc:1121] Creating TensorFlow device (/device:GPU:1) -> (device: 1, name: GeForce GTX 1060 6GB, pci bus id: 0000:06:00.0, compute capability: 6.1)
...
```""",
        expected_cause=None,
        note="2017. A Keras bug, no catalogue cause: TensorFlow (nightly, later 1.4) had renamed its devices to '/device:GPU:0', and Keras' multi_gpu_model compared them with '/gpu:0'. Confirmed by the fix: pull request keras-team/keras#8240 'Normalize device names in multi_gpu_model' (merged after fchollet's 'LGTM') states 'fixes #8213'; a first fix attempt, #8222, was tried by the poster (dunnock) and still failed on the CPU name. All four GPUs were created by TensorFlow; the rest of the TensorFlow output is cut in the stored copy.",
        platform="windows",
    ),
    CorpusLog(
        name="keras-multi-gpu-model-device-names-azure-vm-tf14rc1",
        source=_GH + "keras-team/keras/issues/8220",
        text=r"""(taken out of [comment](https://github.com/fchollet/keras/issues/7900#issuecomment-337660107) to #7900)

I tried multi_gpu_model on my Azure VM with 4 gpus. Here is the error I get:
```
To call `multi_gpu_model` with `gpus=4`, we expect the following devices to be available: ['/cpu:0', '/gpu:0', '/gpu:1', '/gpu:2', '/gpu:3']. However this machine only has: ['/device:CPU:0', '/device:GPU:0', '/device:GPU:1', '/device:GPU:2', '/device:GPU:3']. Try reducing `gpus`.
``` 

TF version: 1.4rc1.0
CUDA: 9.0
cudnn: 7""",
        expected_cause=None,
        note="2017. A Keras bug, no catalogue cause: the device-name format of TensorFlow 1.4 ('/device:GPU:0') did not match what Keras' multi_gpu_model expected ('/gpu:0'). The poster (imsedim) pointed to the same report himself ('I guess I'm late - #8213'); the merged pull request keras-team/keras#8240 normalizing the device names states 'fixes #8220'. The thread does not name the VM's operating system (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="keras-master-multi-gpu-model-no-cpu-device-listed",
        source=_GH + "keras-team/keras/issues/13302",
        text=r"""When running 

`p_model = multi_gpu_model(model)`

I get

ValueError: To call `multi_gpu_model` with `gpus=4`, we expect the following devices to be available: ['/cpu:0', '/gpu:0', '/gpu:1', '/gpu:2', '/gpu:3']. However this machine only has: ['/gpu:0', '/gpu:1', '/gpu:2', '/gpu:3']. Try reducing `gpus`

Running the following correctly lists all GPUs and a CPU:

```
from tensorflow.python.client import device_lib
device_lib.list_local_devices()
```
I have tried :
 with and without 
`os.environ['CUDA_VISIBLE_DEVICES'] = "0,1,2,3,4" `
and permutations of those numbers (ie 0,1,2,3)
 building the initial model with and without
`with tf.device('/cpu:0'):`
building the subsequent parallel model with and without
`with tf.device('/cpu:0'):`

this error only happens on the latest branch, I installed via 
`pip3.6 install git+https://github.com/keras-team/keras --upgrade --no-deps`
and have tried with both TF 1.13 and 1.14""",
        expected_cause=None,
        note="2019. A bug in Keras master, no catalogue cause: multi_gpu_model no longer found the CPU device although TensorFlow listed it. fchollet: 'Thank you for the report. I've pushed a fix to that effect to the master branch. Please try again with TF 1.14 and TF 2.0.'; the poster (JamesDConley): 'Thank you so much!  Running nicely here now :)'. The CUDA_VISIBLE_DEVICES lines are the poster's experiments, not the cause. The platform is not stated (linux is a placeholder; pip3.6).",
        platform="linux",
    ),
    CorpusLog(
        name="keras-retinanet-geforce-920m-oom-training",
        source=_GH + "fizyr/keras-retinanet/issues/1284",
        text=r"""Resource exhausted: OOM when allocating tensor with shape[1,94,167,512] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc

@hgaiser 

I'm using Anaconda environment with **python 3.6.1** and **tensorflow gpu 1.14.0**
**Graphic NVIDIA Geforce 920M** and running **keras-retinanet**

I'm getting following issue while training my custom data. (note.txt file attached here with)

Could you please help me to train my data set according to above specifications. 

**Input command**  

"python keras_retinanet/bin/train.py --weights resnet50_coco_best_v2.1.0.h5 --steps 400 --epochs 20 --snapshot-path snapshots --tensorboard-dir tensorboard csv dataset/train.csv dataset/classes.cs"

[note.txt](https://github.com/fizyr/keras-retinanet/files/4238948/note.txt)""",
        expected_cause="gpu-out-of-memory",
        note="2020. The first line is the issue's title (the attached log is not in the stored copy). Maintainer hgaiser: 'Your GPU does not have enough memory to run keras-retinanet. I suggest at least 4gb of memory, yours seems to have 1.5gb.'; the poster did not dispute it and the issue was closed. The platform is not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="keras-2-0-9-import-takes-all-gpu-memory",
        source=_GH + "keras-team/keras/issues/8429",
        text=r"""When run `from keras.preprocessing.image import ImageDataGenerator` in keras 2.0.9, it will occupy all the GPU memory, but in 2.0.8 it doesn't occupy memory at all.""",
        expected_cause=None,
        note="2017. Prose only. A Keras 2.0.9 bug, no catalogue cause: importing any Keras module created a TensorFlow session that reserved all GPU memory before the user's own session options (allow_growth, memory fraction) could apply. Keras contributor datumbox: 'There was a bug on 2.0.9 that caused the accidental creation of a TF session during the import of any keras class. This is now fixed on master. A hotfix should be released shortly'. The platform is not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="keras-lstm-k80-p2-xlarge-no-speedup-cudnnlstm",
        source=_GH + "keras-team/keras/issues/8640",
        text=r"""I am trying to train my model on a GPU instead of a CPU on an AWS p2.xlarge instance from my Jupyter Notebook. I am using tensorflow-gpu backend (only `tensorflow-gpu` was installed and mentioned in `requirements.txt` and not `tensorflow`).

I am not seeing any speed improvements when training models on these instances compared to using a CPU, infact I am getting training speeds per epoch that is almost same as I am getting on my 4-core  laptop CPU (p2.xlarge also has 4 vCPUs with a Tesla K80 GPU). I am not sure if i need to do some changes to my code to accommodate faster/parallel processing that GPU can offer. I am pasting below my code for my model:

```
model = Sequential()
model.add(recurrent.LSTM(64, input_shape=(X_np.shape[1], X_np.shape[2]),
                        return_sequences=True))
model.add(recurrent.LSTM(64, return_sequences = False))
model.add(core.Dropout(0.1))
model.add(core.Dense(3, activation='softmax'))
model.compile(loss = 'categorical_crossentropy', optimizer = 'rmsprop', metrics=['accuracy'])

model.fit(X_np, y_np, epochs=100, validation_split=0.25)
```

Also interestingly the GPU seems to be utilizing between 50%-60% of its processing power and almost all of its memory every time I check for GPU status using `nvidia-smi` (but both fall to 0% and 1MiB respectively when not training):""",
        expected_cause=None,
        note="2017. Prose and code (the nvidia-smi table that followed is not in the stored copy). The poster (ishaanSejwal) found the cause: 'I solved this by graduating my model to CuDNNLSTMs and saw training speed cut to a third.' The plain LSTM layers ran without the cuDNN kernel: the GPU was used, but slowly. No catalogue cause (not an input-pipeline bottleneck). The platform is not stated (an AWS p2.xlarge; linux is a placeholder).",
        platform="linux",
    ),
)
