# ruff: noqa: E501, W291, E101 - log lines are quoted verbatim (long, trailing spaces, tabs)
"""A three-hundred-and-fiftieth set of real output kept in course and book repositories: saved notebook outputs and troubleshooting pages of TensorFlow courses and books (2016-2025).

Sources are files, not threads: notebooks with their saved cell outputs (Nicholas Renotte's
TFODCourse, Thushan Ganegedara's "TensorFlow in Action" and "Natural Language Processing with
TensorFlow, 2nd edition" code), the generated example pages of keras-io (the keras.io tutorials,
with the output of their runs on a GPU), and the README of Parag Mital's Kadenze course
"Creative Applications of Deep Learning with TensorFlow" (pkmital/CADL). A notebook counts as
confirmed when the same file, or the next commit of it, shows the outcome; a page when it states
the cause of the quoted line.

Broken kinds held (4): a TensorFlow 2.5 release candidate asking for cuSOLVER 11 on a Windows
machine with the CUDA 11.0 toolkit (GPU skipped), GPU memory running out while a BERT model is
built or trained on Windows (two books), and a missing CUDA runtime library in a course README
(one line). Working runs (4): a Colab T4 with the factory-already-registered lines and a grappler
"layout failed" error, an RTX 2070 with NUMA notices, the ptxas-older-than-11.1 warning and BFC
allocator "not a failure" warnings, the same machine with a cuBLAS symbol that could not be
loaded from the CUDA 11.0 toolkit, and a keras-io run with XLA and CUDA-graph notices.

Left out: course and book repositories whose notebooks keep no TensorFlow log lines (the saved
outputs of ageron/handson-ml2 and handson-ml3, fchollet/deep-learning-with-python-notebooks,
aamini/introtodeeplearning, the d2l TensorFlow notebooks, Hvass-Labs, jeffheaton/t81_558 and
others hold none), a Colab notebook whose only alarming line came from a `tensorboard dev`
subprocess, and keras-io pages whose GPU was skipped without the page saying why.

At first look (the doctor of commit 72951f5) the cause was named in 4 of the 4 broken logs, 4
first; the 4 working runs were not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tfodcourse-win-tf25rc0-cusolver64-11-missing-cuda110",
        source=_GH
        + "nicknochnack/TFODCourse/blob/2359cdc3bcfdb453ff909e4807a2f1615ad78baf/2.%20Training%20and%20Detection.ipynb",
        text=r"""2021-04-03 11:13:18.258898: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library cudart64_110.dll
Running tests under Python 3.7.3: D:\YouTube\OD\TFODCourse\tfod\Scripts\python.exe
[ RUN      ] ModelBuilderTF2Test.test_create_center_net_model
2021-04-03 11:13:24.537172: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library nvcuda.dll
2021-04-03 11:13:24.563275: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1733] Found device 0 with properties: 
pciBusID: 0000:2b:00.0 name: GeForce RTX 2070 SUPER computeCapability: 7.5
coreClock: 1.785GHz coreCount: 40 deviceMemorySize: 8.00GiB deviceMemoryBandwidth: 417.29GiB/s
2021-04-03 11:13:24.563310: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library cudart64_110.dll
2021-04-03 11:13:25.034685: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library cublas64_11.dll
2021-04-03 11:13:25.034709: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library cublasLt64_11.dll
2021-04-03 11:13:25.115325: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library cufft64_10.dll
2021-04-03 11:13:25.149186: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library curand64_10.dll
2021-04-03 11:13:25.150141: W tensorflow/stream_executor/platform/default/dso_loader.cc:60] Could not load dynamic library 'cusolver64_11.dll'; dlerror: cusolver64_11.dll not found
2021-04-03 11:13:25.356866: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library cusparse64_11.dll
2021-04-03 11:13:25.879448: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library cudnn64_8.dll
2021-04-03 11:13:25.879478: W tensorflow/core/common_runtime/gpu/gpu_device.cc:1766] Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed properly if you would like to use GPU. Follow the guide at https://www.tensorflow.org/install/gpu for how to download and setup the required libraries for your platform.
Skipping registering GPU devices...
2021-04-03 11:13:25.879799: I tensorflow/core/platform/cpu_feature_guard.cc:142] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX AVX2
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
2021-04-03 11:13:25.880455: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1258] Device interconnect StreamExecutor with strength 1 edge matrix:
2021-04-03 11:13:25.880465: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1264]      
INFO:tensorflow:time(__main__.ModelBuilderTF2Test.test_create_center_net_model): 1.8s
I0403 11:13:26.103002  4864 test_util.py:2096] time(__main__.ModelBuilderTF2Test.test_create_center_net_model): 1.8s
[       OK ] ModelBuilderTF2Test.test_create_center_net_model
...
----------------------------------------------------------------------
Ran 21 tests in 15.178s

OK (skipped=1)""",
        expected_cause="cuda-libraries-missing",
        note="2021. Saved output of the course notebook's 'Verify Installation' cell (model_builder_tf2_test.py) on the author's Windows machine with tensorflow 2.5.0rc0 (the notebook's own pip output and `pip list`): cusolver64_11.dll is not found, so the GPU is skipped. The same notebook's later runs (freezing the graph, TFLite export, 11:51-11:55 the same day) load cusolver64_10.dll, the cuSOLVER of the installed CUDA 11.0, from a TensorFlow built for CUDA 11.0 and create the GPU device on the GeForce RTX 2070 SUPER. The course's 'Error Guide.md' states the cause of a GPU that is ignored: 'Ensure you have a matching CUDA and cuDNN version for your Tensorflow version installed.' Odd: the change of TensorFlow between the runs is not written in the notebook; it shows only in the library names and source line numbers.",
        platform="windows",
    ),
    CorpusLog(
        name="manning-tf2-in-action-bert-windows-gpu-oom-dst-tensor",
        source=_GH
        + "thushv89/manning_tf2_in_action/blob/e2e6ef09af4982766cddde13da7094085698f959/Ch13-Transormers-with-TF2-and-Huggingface/13.1_Spam_Classification_with_BERT.ipynb",
        text=r"""---------------------------------------------------------------------------
InternalError                             Traceback (most recent call last)
Input In [29], in <cell line: 12>()
      9 # Contains input type (whether token belongs to sequence A or B) values
     10 input_type_ids = tf.keras.layers.Input(shape=(max_seq_length,), dtype=tf.int32,
     11                                     name="input_type_ids")
---> 12 bert_layer = hub.KerasLayer("https://tfhub.dev/tensorflow/bert_en_uncased_L-12_H-768_A-12/2",
     13                             trainable=True)
     15 pooled_output, sequence_output = bert_layer([input_word_ids, input_mask, input_type_ids])
     17 hub_encoder = tf.keras.models.Model(
     18     inputs={"input_word_ids": input_word_ids, "input_mask": input_mask, "segment_ids": input_type_ids}, 
     19     outputs=[pooled_output, sequence_output]
     20 )

File C:\Anaconda3\envs\manning.tf2.9\lib\site-packages\tensorflow_hub\keras_layer.py:153, in KerasLayer.__init__(self, handle, trainable, arguments, _sentinel, tags, signature, signature_outputs_as_dict, output_key, output_shape, load_options, **kwargs)
    149   self._output_shape = data_structures.NoDependency(
    150       _convert_nest_to_shapes(output_shape))
    152 self._load_options = load_options
--> 153 self._func = load_module(handle, tags, self._load_options)
    154 self._has_training_argument = func_has_training_argument(self._func)
...
File C:\Anaconda3\envs\manning.tf2.9\lib\site-packages\tensorflow\python\framework\ops.py:7164, in raise_from_not_ok_status(e, name)
   7162 def raise_from_not_ok_status(e, name):
   7163   e.message += (" name: " + name if name is not None else "")
-> 7164   raise core._status_to_exception(e) from None

InternalError: Failed copying input tensor from /job:localhost/replica:0/task:0/device:CPU:0 to /job:localhost/replica:0/task:0/device:GPU:0 in order to run Identity: Dst tensor is not initialized. [Op:Identity]

---------------------------------------------------------------------------
ResourceExhaustedError                    Traceback (most recent call last)
Input In [30], in <cell line: 7>()
      4 loss = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
      6 # Compile the model
----> 7 bert_classifier.compile(
      8     optimizer=optimizer,
      9     loss=loss,
     10     metrics=metrics)
     12 t1 = time.time()
     14 # Train the model

File C:\Anaconda3\envs\manning.tf2.9\lib\site-packages\keras\utils\traceback_utils.py:67, in filter_traceback.<locals>.error_handler(*args, **kwargs)
     65 except Exception as e:  # pylint: disable=broad-except
     66   filtered_tb = _process_traceback_frames(e.__traceback__)
---> 67   raise e.with_traceback(filtered_tb) from None
     68 finally:
     69   del filtered_tb

File C:\Anaconda3\envs\manning.tf2.9\lib\site-packages\keras\initializers\initializers_v2.py:152, in Zeros.__call__(self, shape, dtype, **kwargs)
    150 if layout:
    151   return utils.call_with_layout(tf.zeros, layout, shape=shape, dtype=dtype)
--> 152 return tf.zeros(shape, dtype)

ResourceExhaustedError: OOM when allocating tensor with shape[] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc [Op:Fill]""",
        expected_cause="gpu-out-of-memory",
        note="2022. Code of the book 'TensorFlow in Action' (Manning), chapter 13, as committed on 2022-07-30 with a Windows conda environment (C:\\Anaconda3\\envs\\manning.tf2.9): building the BERT encoder again in a kernel that had run 28 cells fails with 'Dst tensor is not initialized' while copying to GPU:0, and compiling the classifier fails with 'OOM when allocating tensor ... on GPU:0 by allocator GPU_0_bfc'. The next commit, 'fixed ch13' (7593ef0, an hour later), runs the notebook from a fresh kernel with max_seq_length 60 instead of 128 and batch size 56, and training completes on the GeForce RTX 2070. Odd: the fixed run is on Linux, the failing one on Windows.",
        platform="windows",
    ),
    CorpusLog(
        name="packt-nlp-tf2-bert-qa-windows-gpu-oom-batch-4",
        source=_GH
        + "thushv89/packt_nlp_tensorflow_2/blob/0641910b586484d7d2d2cf5d15266370b7045a7c/Ch10-Transformers/ch10_transformers.ipynb",
        text=r"""Epoch 1/3
---------------------------------------------------------------------------
ResourceExhaustedError                    Traceback (most recent call last)
~\AppData\Local\Temp/ipykernel_15712/1305528741.py in <module>
      6     train_dataset,
      7     validation_data=valid_dataset,
----> 8     epochs=3
      9 )
     10 

C:\Anaconda3\envs\packt.nlp.tf2\lib\site-packages\keras\utils\traceback_utils.py in error_handler(*args, **kwargs)
     65     except Exception as e:  # pylint: disable=broad-except
     66       filtered_tb = _process_traceback_frames(e.__traceback__)
---> 67       raise e.with_traceback(filtered_tb) from None
     68     finally:
     69       del filtered_tb

C:\Anaconda3\envs\packt.nlp.tf2\lib\site-packages\tensorflow\python\eager\execute.py in quick_execute(op_name, num_outputs, inputs, attrs, ctx, name)
     57     ctx.ensure_initialized()
     58     tensors = pywrap_tfe.TFE_Py_Execute(ctx._handle, device_name, op_name,
---> 59                                         inputs, attrs, num_outputs)
     60   except core._NotOkStatusException as e:
     61     if name is not None:

ResourceExhaustedError: 2 root error(s) found.
  (0) RESOURCE_EXHAUSTED:  OOM when allocating tensor with shape[4,12,512,64] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
	 [[node model/tf_bert_for_question_answering/bert/encoder/layer_._1/attention/self/transpose_2
 (defined at C:\Anaconda3\envs\packt.nlp.tf2\lib\site-packages\transformers\models\bert\modeling_tf_bert.py:244)
]]
Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info. This isn't available when running in Eager mode.

	 [[sparse_categorical_crossentropy_1/cond/then/_12/sparse_categorical_crossentropy_1/cond/cond/then/_183/sparse_categorical_crossentropy_1/cond/cond/remove_squeezable_dimensions/cond_1/pivot_t/_488/_681]]
Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info. This isn't available when running in Eager mode.

  (1) RESOURCE_EXHAUSTED:  OOM when allocating tensor with shape[4,12,512,64] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
	 [[node model/tf_bert_for_question_answering/bert/encoder/layer_._1/attention/self/transpose_2
 (defined at C:\Anaconda3\envs\packt.nlp.tf2\lib\site-packages\transformers\models\bert\modeling_tf_bert.py:244)
]]
Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info. This isn't available when running in Eager mode.

0 successful operations.
0 derived errors ignored. [Op:__inference_train_function_28991]

Errors may have originated from an input operation.
Input Source operations connected to node model/tf_bert_for_question_answering/bert/encoder/layer_._1/attention/self/transpose_2:
In[0] model/tf_bert_for_question_answering/bert/encoder/layer_._1/attention/self/Reshape_2 (defined at C:\Anaconda3\envs\packt.nlp.tf2\lib\site-packages\transformers\models\bert\modeling_tf_bert.py:241)	
In[1] model/tf_bert_for_question_answering/bert/encoder/layer_._1/attention/self/transpose_2/perm:

...""",
        expected_cause="gpu-out-of-memory",
        note="2022. Code of the book 'Natural Language Processing with TensorFlow, 2nd edition' (Packt), chapter 10, as first committed ('Added transformers'): fine-tuning BERT for question answering with batches of 4 on Windows (C:\\Anaconda3\\envs\\packt.nlp.tf2) stops in the first epoch with RESOURCE_EXHAUSTED 'OOM when allocating tensor with shape[4,12,512,64] ... on GPU:0 by allocator GPU_0_bfc'. A week later ('added colab links. ran ch09, ch10', be85548) the notebook was run again on the author's Linux machine with the GeForce RTX 2070 and trained two epochs. Odd: the batch size is 4 in both runs; the notebook does not say why the first machine ran out of GPU memory.",
        platform="windows",
    ),
    CorpusLog(
        name="cadl-course-readme-libcudart-so-7-0-import-error",
        source=_GH + "pkmital/CADL/blob/41e222d359f7a37b0b81c4216d011bf1fd1c42fb/README.md",
        text=r"""ImportError: libcudart.so.7.0: cannot open shared object file: No such file or directory""",
        expected_cause="cuda-libraries-missing",
        note="2016-2018. The README of the Kadenze course 'Creative Applications of Deep Learning with TensorFlow', section 'GPU-related issues': 'If you encounter the following when trying to run a TensorFlow program: ... Make sure you followed the GPU installation instructions. If you built from source, and you left the Cuda or cuDNN version empty, try specifying them explicitly.' One line only; the page names the missing CUDA installation as the cause.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="keras-io-gan-ada-colab-t4-factory-registered-layout-failed",
        source=_GH
        + "keras-team/keras-io/blob/b9565356806d251ce3ffeda83a4e287a7141b573/examples/generative/md/gan_ada.md",
        text=r"""WARNING: All log messages before absl::InitializeLog() is called are written to STDERR
E0000 00:00:1738798965.367584   17795 cuda_dnn.cc:8310] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered
E0000 00:00:1738798965.374084   17795 cuda_blas.cc:1418] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered

I0000 00:00:1738798971.054632   17795 gpu_device.cc:2022] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 13840 MB memory:  -> device: 0, name: Tesla T4, pci bus id: 0000:00:04.0, compute capability: 7.5

/usr/local/lib/python3.11/dist-packages/keras/src/layers/core/input_layer.py:27: UserWarning: Argument `input_shape` is deprecated. Use `shape` instead.
  warnings.warn(

Epoch 1/10

E0000 00:00:1738798983.901596   17795 meta_optimizer.cc:966] layout failed: INVALID_ARGUMENT: Size of values 0 does not match size of permutation 4 @ fanin shape inStatefulPartitionedCall/gradient_tape/adaptive_augmenter_3/SelectV2_1-1-TransposeNHWCToNCHW-LayoutOptimizer

WARNING: All log messages before absl::InitializeLog() is called are written to STDERR
I0000 00:00:1738798987.822990   17861 cuda_solvers.cc:178] Creating GpuSolver handles for stream 0x9f45670

I0000 00:00:1738798988.976919   17862 cuda_dnn.cc:529] Loaded cuDNN version 90300

  1/46 ━━━━━━━━━━━━━━━━━━━━  13:22 18s/step - aug_p: 0.0000e+00 - d_loss: 0.8829 - g_loss: 0.5585 - gen_acc: 0.2812 - real_acc: 0.7031
  2/46 ━━━━━━━━━━━━━━━━━━━━  7s 173ms/step - aug_p: 0.0000e+00 - d_loss: 0.7985 - g_loss: 0.8154 - gen_acc: 0.4258 - real_acc: 0.6777 
...
 46/46 ━━━━━━━━━━━━━━━━━━━━ 61s 958ms/step - aug_p: 7.7349e-04 - d_loss: 0.2942 - g_loss: 2.4032 - gen_acc: 0.8890 - real_acc: 0.8616 - val_kid: 9.1841
Epoch 2/10
  1/46 ━━━━━━━━━━━━━━━━━━━━  22:28 30s/step - aug_p: 0.0051 - d_loss: 0.1030 - g_loss: 8.8928 - gen_acc: 1.0000 - real_acc: 0.9375
  2/46 ━━━━━━━━━━━━━━━━━━━━  7s 176ms/step - aug_p: 0.0051 - d_loss: 0.1073 - g_loss: 8.4938 - gen_acc: 0.9980 - real_acc: 0.9297 
...""",
        expected_cause=None,
        harmless=True,
        note="2025. The keras.io example 'Data-efficient GANs with Adaptive Discriminator Augmentation' as generated on a GPU (page last modified 2025/01/23): the cuDNN/cuBLAS factory-already-registered lines, the GPU device created on a Tesla T4, a grappler 'layout failed: INVALID_ARGUMENT' error at the first step, and training that goes on through ten epochs (only the first steps kept here). Harmless by the outcome shown on the page.",
        platform="linux",
    ),
    CorpusLog(
        name="manning-tf2-in-action-rtx2070-numa-ptxas-bfc-not-a-failure",
        source=_GH
        + "thushv89/manning_tf2_in_action/blob/0e8080fe7eaae90f3afe73bde3822b2a68dc90f5/Ch07-Improving-CNNs-and-Explaining/7.2.Transfer_Learning.ipynb",
        text=r"""2022-07-28 06:52:36.745988: I tensorflow/core/platform/cpu_feature_guard.cc:193] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX2 FMA
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
2022-07-28 06:52:36.746243: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:975] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-07-28 06:52:36.746606: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:975] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-07-28 06:52:36.746909: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:975] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-07-28 06:52:37.155218: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:975] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-07-28 06:52:37.155541: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:975] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-07-28 06:52:37.155825: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:975] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-07-28 06:52:37.156089: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1532] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 6385 MB memory:  -> device: 0, name: NVIDIA GeForce RTX 2070, pci bus id: 0000:01:00.0, compute capability: 7.5
...
Epoch 1/50
2022-07-28 06:52:55.959271: I tensorflow/stream_executor/cuda/cuda_dnn.cc:384] Loaded cuDNN version 8400
2022-07-28 06:52:56.446430: W tensorflow/stream_executor/gpu/asm_compiler.cc:111] *** WARNING *** You are using ptxas 11.0.194, which is older than 11.1. ptxas before 11.1 is known to miscompile XLA code, leading to incorrect results or invalid-address errors.

You may not need to update to CUDA 11.1; cherry-picking the ptxas binary is often sufficient.
2022-07-28 06:52:57.640700: W tensorflow/core/common_runtime/bfc_allocator.cc:290] Allocator (GPU_0_bfc) ran out of memory trying to allocate 2.06GiB with freed_by_count=0. The caller indicates that this is not a failure, but this may mean that there could be performance gains if more memory were available.
2022-07-28 06:52:57.640731: W tensorflow/core/common_runtime/bfc_allocator.cc:290] Allocator (GPU_0_bfc) ran out of memory trying to allocate 2.06GiB with freed_by_count=0. The caller indicates that this is not a failure, but this may mean that there could be performance gains if more memory were available.
2022-07-28 06:52:57.844981: W tensorflow/core/common_runtime/bfc_allocator.cc:290] Allocator (GPU_0_bfc) ran out of memory trying to allocate 2.23GiB with freed_by_count=0. The caller indicates that this is not a failure, but this may mean that there could be performance gains if more memory were available.
2022-07-28 06:52:57.845012: W tensorflow/core/common_runtime/bfc_allocator.cc:290] Allocator (GPU_0_bfc) ran out of memory trying to allocate 2.23GiB with freed_by_count=0. The caller indicates that this is not a failure, but this may mean that there could be performance gains if more memory were available.
2022-07-28 06:52:57.863677: W tensorflow/core/common_runtime/bfc_allocator.cc:290] Allocator (GPU_0_bfc) ran out of memory trying to allocate 2.02GiB with freed_by_count=0. The caller indicates that this is not a failure, but this may mean that there could be performance gains if more memory were available.
2022-07-28 06:52:57.863704: W tensorflow/core/common_runtime/bfc_allocator.cc:290] Allocator (GPU_0_bfc) ran out of memory trying to allocate 2.02GiB with freed_by_count=0. The caller indicates that this is not a failure, but this may mean that there could be performance gains if more memory were available.
1875/1875 [==============================] - 1367s 720ms/step - loss: 2.0232 - accuracy: 0.5571 - val_loss: 1.4106 - val_accuracy: 0.6646 - lr: 1.0000e-04
Epoch 2/50
2022-07-28 07:15:29.563698: W tensorflow/core/common_runtime/bfc_allocator.cc:290] Allocator (GPU_0_bfc) ran out of memory trying to allocate 2.03GiB with freed_by_count=0. The caller indicates that this is not a failure, but this may mean that there could be performance gains if more memory were available.
2022-07-28 07:15:29.563744: W tensorflow/core/common_runtime/bfc_allocator.cc:290] Allocator (GPU_0_bfc) ran out of memory trying to allocate 2.03GiB with freed_by_count=0. The caller indicates that this is not a failure, but this may mean that there could be performance gains if more memory were available.
1875/1875 [==============================] - 1331s 710ms/step - loss: 1.2561 - accuracy: 0.6952 - val_loss: 1.2643 - val_accuracy: 0.6894 - lr: 1.0000e-04
Epoch 3/50
1875/1875 [==============================] - 1327s 708ms/step - loss: 1.0610 - accuracy: 0.7371 - val_loss: 1.2582 - val_accuracy: 0.6976 - lr: 1.0000e-04
...""",
        expected_cause=None,
        harmless=True,
        note="2022. 'TensorFlow in Action' (Manning), chapter 7, saved outputs of the author's run on Linux with a GeForce RTX 2070: NUMA-node notices, the GPU device created, 'You are using ptxas 11.0.194, which is older than 11.1', and BFC allocator warnings that 'The caller indicates that this is not a failure'; InceptionResNetV2 then trains for many epochs with accuracy rising (0.56 to 0.95 in the notebook). Harmless by the outcome shown in the notebook.",
        platform="linux",
    ),
    CorpusLog(
        name="manning-tf2-in-action-rtx2070-cublasgetsmcounttarget-symbol",
        source=_GH
        + "thushv89/manning_tf2_in_action/blob/0e8080fe7eaae90f3afe73bde3822b2a68dc90f5/Ch10-NLP-with-TF2-Language-Modelling/10.1.Language_modelling.ipynb",
        text=r"""2022-07-27 07:59:34.190073: I tensorflow/core/platform/cpu_feature_guard.cc:193] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX2 FMA
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.
2022-07-27 07:59:34.190513: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:975] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-07-27 07:59:34.190878: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:975] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-07-27 07:59:34.191179: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:975] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-07-27 07:59:34.606264: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:975] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-07-27 07:59:34.606614: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:975] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-07-27 07:59:34.606912: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:975] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2022-07-27 07:59:34.607185: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1532] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 6393 MB memory:  -> device: 0, name: NVIDIA GeForce RTX 2070, pci bus id: 0000:01:00.0, compute capability: 7.5
...
Using metric=val_perplexity and mode=min for EarlyStopping
Epoch 1/50
2022-07-27 07:59:58.621601: I tensorflow/stream_executor/cuda/cuda_dnn.cc:384] Loaded cuDNN version 8400
Could not load symbol cublasGetSmCountTarget from libcublas.so.11. Error: /usr/local/cuda-11.0/lib64/libcublas.so.11: undefined symbol: cublasGetSmCountTarget
2936/2936 [==============================] - 257s 87ms/step - loss: 2.4087 - accuracy: 0.4273 - perplexity: 16.2584 - val_loss: 2.5031 - val_accuracy: 0.4140 - val_perplexity: 13.0831 - lr: 0.0010
Epoch 2/50
2936/2936 [==============================] - 262s 89ms/step - loss: 2.0756 - accuracy: 0.4840 - perplexity: 8.4849 - val_loss: 2.4731 - val_accuracy: 0.4141 - val_perplexity: 12.6376 - lr: 0.0010
Epoch 3/50
...""",
        expected_cause=None,
        harmless=True,
        note="2022. 'TensorFlow in Action' (Manning), chapter 10, the same machine: 'Could not load symbol cublasGetSmCountTarget from libcublas.so.11 ... /usr/local/cuda-11.0/lib64/libcublas.so.11: undefined symbol' at the first training step (cuBLAS of the CUDA 11.0 toolkit under TensorFlow 2.9), after which the language model trains for 13 epochs on the GPU with loss falling. Harmless by the outcome shown in the notebook.",
        platform="linux",
    ),
    CorpusLog(
        name="keras-io-gpt2-lora-xla-compiled-graph-launch-fallback",
        source=_GH
        + "keras-team/keras-io/blob/89b48e0359b4470b93dd121f0ecd166276769bcf/examples/nlp/md/parameter_efficient_finetuning_of_gpt2_with_lora.md",
        text=r"""WARNING: All log messages before absl::InitializeLog() is called are written to STDERR
I0000 00:00:1701128462.076856   38706 device_compiler.h:186] Compiled cluster using XLA!  This line is logged at most once for the lifetime of the process.
W0000 00:00:1701128462.146837   38706 graph_launch.cc:671] Fallback to op-by-op mode because memset node breaks graph update

 500/500 ━━━━━━━━━━━━━━━━━━━━ 114s 128ms/step - accuracy: 0.3183 - loss: 3.3682""",
        expected_cause=None,
        harmless=True,
        note="2023. The keras.io example 'Parameter-efficient fine-tuning of GPT-2 with LoRA', run on the TensorFlow backend 'purely for the tf.config.experimental.get_memory_info API': its callback reads the peak memory of GPU:0 during training, and the page plots it. The fit prints 'Compiled cluster using XLA!' and a CUDA-graph 'Fallback to op-by-op mode' warning, and the 500 steps complete. Harmless by the outcome shown on the page.",
        platform="linux",
    ),
)
