# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-seventy-fifth set of real threads, gathered apart, from GitHub issues (issues corpus) on object-detection repositories outside tensorflow/models: google/automl (EfficientDet), qqwweee/keras-yolo3, thtrieu/darkflow and david8862/keras-YOLOv3-model-set (2018-2021).

Broken kinds held: the GPU running out of memory while training a detector (EfficientDet-D2 on
an 8 GB GTX 1080 at batch 8, EfficientDet-D6/D7 on one GPU, YOLOv3 on VOC at batch 32, YOLOv2 in
darkflow on a 2 GB GTX 750 Ti), and a cuDNN older than the one TensorFlow was built with getting
loaded (8.0.5 against 8.1.0, on Google Colab). Working runs: none met.

Small set: these repositories are already well mined in the corpus, and most of the GPU threads
left on them end without a confirmation in the stored copy (no answer, a 'try X' left unanswered,
or a commenter other than the poster reporting the fix for their own machine). Two of the records
are near prose (the error is quoted in a sentence, not pasted as a log). Nothing from 2022 or later
was found with a confirmed cause: the recent threads on these repositories (keras-YOLOv3-model-set,
yolov4-tflite, Mask-RCNN ports to TF 2.14) stop at a maintainer's guess.

At first look (the doctor of commit 50c7c18) the cause was named in 5 of 5 broken logs, all 5
first; no working run. The darkflow post (Windows 10, TensorFlow 1.x era, the GPU in use) also drew
windows-native-no-gpu and cuda-libraries-missing after the cause.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="automl-efficientdet-d2-gtx1080-oom-at-batch-8",
        source=_GH + "google/automl/issues/459",
        text=r"""Hi @mingxingtan.
Thank you for your great job. I have some troubles with your work. When I try to train bigger nets e.g. efficientdet-d3, it fails because of the resource exhausting problem. I only have trained d0 and d1 successfully, but from efficientdet-d2 they all fail.
For example, below is my command line:

MODEL = 'efficientdet-d2'
!python main.py --mode=train_and_eval \
    --training_file_pattern=tfrecord/{file_pattern} \
    --validation_file_pattern=tfrecord/{file_pattern} \
    --val_json_file=tfrecord/json_pascal.json \
    --model_name={MODEL} \
    --model_dir=/deep/temp/model_dir/{MODEL}-finetune \
    --ckpt={MODEL} \
    --train_batch_size=8 \
    --eval_batch_size=8 --eval_samples=512  \
    --num_examples_per_epoch={images_per_epoch}  --num_epochs=10  \
    --hparams="num_classes=20,moving_average_decay=0" \
    --use_tpu=False

Then it fails and outputs: "(0) Resource exhausted: OOM when allocating tensor with shape[8,48,48,112] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc.  ...  0 successful operations. 0 derived errors ignored."

For efficientdet-d2, if train_batch_size and eval_batch_size are set to 4, it succeeds, but only for d2. Even though batch sizes are set to 4 or 2 for d3~d7, they all fail because of the resource exhausting problem.
My GPU is a GeForce GTX 1080""",
        expected_cause="gpu-out-of-memory",
        note="2020. Confirmed by the poster's own outcome in the opening post: the same EfficientDet-D2 run that ran out of GPU memory at train_batch_size=8 'succeeds' at batch 4 ('if train_batch_size and eval_batch_size are set to 4, it succeeds'), while the larger D3-D7 still run out at 4 or 2 on the 8 GB GTX 1080. The maintainers later added gradient checkpointing to automl to fit the larger models (not needed for the record). Jupyter notebook ('!python'); the /deep/temp path points to Linux.",
        platform="linux",
    ),
    CorpusLog(
        name="automl-efficientdet-d6-d7-train-oom-shape-8-240-320-320",
        source=_GH + "google/automl/issues/368",
        text=r"""### **when training EfficientDet-D6 and EfficientDet-D7, i got the error as following.**
E0506 10:00:20.742132 140400481330944 error_handling.py:70] Error recorded from training_loop: 2 root error(s) found.
  (0) Resource exhausted: OOM when allocating tensor with shape[8,240,320,320] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
         [[{{node efficientnet-b6/model/blocks_5/se/mul-1-TransposeNHWCToNCHW-LayoutOptimizer}}]]
Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info.

### **after i added the below setting in main.py, the error still emerged.**
_tf.enable_resource_variables()
config = tf.ConfigProto()
config.graph_options.rewrite_options.auto_mixed_precision=rewriter_config_pb2.RewriterConfig.ON
config.graph_options.rewrite_options.memory_optimization = rewriter_config_pb2.RewriterConfig.RECOMPUTATION_HEURISTICS
config.gpu_options.allow_growth = True_

### **i also put the configuration below before last  line (return .....) in function detection_loss() in det_model_fn.py,** 
_optimizer = tf.train.AdagradOptimizer(...)  # Or another optimization algorithm.
train_op = optimizer.minimize(
    total_loss,
    aggregation_method=tf.AggregationMethod.EXPERIMENTAL_ACCUMULATE_N)_

...""",
        expected_cause="gpu-out-of-memory",
        note="2020. Confirmed by the poster (hongrui16) later in the thread: with the backbone frozen ('h.var_freeze_expr = 'efficientnet'') D4 and larger still ran out of GPU memory, 'After i changed model to efficientdet-d3 and the lower one, it could run' (only a harmless 'Allocator (GPU_0_bfc) ran out of memory trying to allocate 3.25GiB ... not a failure' warning left), and 'Without h.precision = 'mixed_float16' h.var_freeze_expr = 'efficientnet', OOM error could emerge when efficientdet-d3 was used.' The models were too large for the GPU's memory at this batch. The opening post is cut short in the stored copy ('...'). Linux (thread ids in the absl log prefix).",
        platform="linux",
    ),
    CorpusLog(
        name="keras-yolo3-voc-train-oom-shape-32-128-52-52-at-end",
        source=_GH + "qqwweee/keras-yolo3/issues/414",
        text=r"""Hi all, 

I am trying to train the VOCO data set and use the python code voco_annotations to create an applicable file for the keras-yolo3. Then I start the train.py with the gpu option and the system is running for all epochs. However at the end of the process I get an error message like 

"Ressource exhausted error: OOM when allocating tensor with shape [32,128,52,52]".

Has someone come across this?

Cheeers,
Andi""",
        expected_cause="gpu-out-of-memory",
        note="2019. Near prose: the error is quoted (and retyped) in a sentence. Confirmed by the poster (AGrosserHH) a month later: 'I decreased all to 4 and then it works. Training takes longer, but it works.' (the two batch sizes of train.py, 32 by default); another user (Gorosia), with the same error, also reported 'It works' after changing the batch size from 32 to 16. The platform is not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="darkflow-yolov2-gtx750ti-2gb-train-oom-even-gpu-0.1-batch-1",
        source=_GH + "thtrieu/darkflow/issues/705",
        text=r"""Hello, I am a newbie in computer vision. 
I have a question about training yolov2 using GPU, i've tried training 3 images (for overfit) with GPU, i use tiny-yolov2-voc model and tiny-yolov2-voc pre-train weight, the training work well but when i try to training same image with yolov2 (model and weights) some error occur says 

ResourceExhaustedError (see above for trackback):  OOM when allocationg tensor of shape [3,3,32,64] and type float

i use Nvidia GTX 750 Ti 2GB, os windows 10, anaconda3 

i have tried --gpu 0.1 and --batch 1 but same error occur, is there no any chance to use < 4GB GPU for training yolov2 model ? or any suggestion for solve this ?

Thanks in advance""",
        expected_cause="gpu-out-of-memory",
        note="2018. Near prose: one error line quoted in the post. A commenter (SrikanthVelpuri): 'Yolov2 architecture needs more graphic card memory...You can use tiny-yolo-voc weights for training...It might run on your GPU'; the poster accepted it ('Thanks for your answer ... i think the minimum GPU memory is 4GB no matter how much you allocate memory for training') and the issue was closed. The full YOLOv2 does not fit a 2 GB GPU even at --gpu 0.1 and --batch 1; tiny-yolo trains on the same card.",
        platform="windows",
    ),
    CorpusLog(
        name="keras-yolov3-model-set-colab-cudnn-805-loaded-built-810",
        source=_GH + "david8862/keras-YOLOv3-model-set/issues/209",
        text=r"""Epoch 1/20
2021-11-21 21:12:28.951881: E tensorflow/stream_executor/cuda/cuda_dnn.cc:359] Loaded runtime CuDNN library: 8.0.5 but source was compiled with: 8.1.0.  CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.
...
In[1] model_4/conv2d_107/Conv2D/ReadVariableOp:

Operation defined at: (most recent call last)
>>>   File "train.py", line 327, in <module>
>>>     main(args)
>>> 
>>>   File "train.py", line 189, in main
>>>     callbacks=callbacks)
>>> 
>>>   File "/usr/local/lib/python3.7/dist-packages/keras/engine/training.py", line 2030, in fit_generator
>>>     initial_epoch=initial_epoch)
>>> 
...
>>>   File "/usr/local/lib/python3.7/dist-packages/keras/engine/training.py", line 808, in train_step
>>>     y_pred = self(x, training=True)
>>> 
...
>>>   File "/usr/local/lib/python3.7/dist-packages/keras/layers/convolutional.py", line 238, in convolution_op
>>>     name=self.__class__.__name__)
>>> 

Function call stack:
train_function -> train_function

$ nvcc --version
nvcc: NVIDIA (R) Cuda compiler driver
Copyright (c) 2005-2020 NVIDIA Corporation
Built on Mon_Oct_12_20:09:46_PDT_2020
Cuda compilation tools, release 11.1, V11.1.105
Build cuda_11.1.TC455_06.29190527_0
$ cat /usr/include/cudnn.h | grep CUDNN_MAJOR -A 2
#define CUDNN_MAJOR 7
#define CUDNN_MINOR 6
#define CUDNN_PATCHLEVEL 5
--
#define CUDNN_VERSION (CUDNN_MAJOR * 1000 + CUDNN_MINOR * 100 + CUDNN_PATCHLEVEL)""",
        expected_cause="cudnn-version-mismatch",
        note="2021. The stored copy shows the poster's training log only in part: the cuDNN line and 'Epoch 1/20' are as the maintainer quoted them from it, the traceback parts as the poster pasted them ('...' marks what is not in the stored copy); the version output is the poster's reply. Maintainer david8862 named the cause from the log: 'it seems to be a TF env issue with CUDA/CuDNN' and quoted the 'Loaded runtime CuDNN library: 8.0.5 but source was compiled with: 8.1.0' line; the poster did not dispute it and asked for the requirements to pin versions. The /usr/local/lib/python3.7/dist-packages paths and the dates fit Google Colab in late 2021, whose cuDNN 8.0.5 was older than the 8.1 that TensorFlow 2.7 was built with. No fix is reported in the stored copy (the issue is open).",
        platform="linux",
    ),
)
