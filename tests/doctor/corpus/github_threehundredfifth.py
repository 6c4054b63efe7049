# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-fifth set of real threads, gathered apart, from GitHub issues (issues corpus) on computer-vision applications and libraries that run on TensorFlow/Keras (lengstrom/fast-style-transfer, davidsandberg/facenet, qubvel/segmentation_models, divamgupta/image-segmentation-keras, affinelayer/pix2pix-tensorflow), found with plain words a user would type.

Broken kinds held: the GPU running out of memory while training or stylising (a batch size made
for a 12 GB card run on an 8 GB one, a default batch too large for the card, a model and input
size too large for a 6 GB card, a 16-megapixel photo on a 2 GB card), and a TensorFlow 1.4.1
built for CUDA 8.0 on a machine with CUDA 10.0 (its libcublas.so.8.0 missing). Working runs: 0
(none of the threads read was a working run with a confirmed harmless line).

Small set, all from 2016 to 2021: most threads on these repositories that the searches returned
were already in the corpus, or had no confirmation in the stored text (the poster never came
back, or only another user said "same here"). Out-of-memory threads dominate these repositories;
threads where the GPU was not found or not used rarely reached a confirmed cause. Two records
are nearly prose only (fast-style-transfer#157 and image-segmentation-keras#279: the error named
in words, the log attached or not posted).

At first look (the doctor of commit b5d4f26) the cause was named in 6 of 6 broken logs, all 6
first; there is no working run. One broken log (image-segmentation-keras#279) also drew
cuda-libraries-missing, which its text does not support (the poster trained other models on the
same GPU; only TensorFlow and CUDA versions are named).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="fast-style-transfer-gtx1080-batch-20-oom",
        source=_GH + "lengstrom/fast-style-transfer/issues/10",
        text=r"""I tensorflow/stream_executor/dso_loader.cc:111] successfully opened CUDA library libcublas.so locally
I tensorflow/stream_executor/dso_loader.cc:111] successfully opened CUDA library libcudnn.so locally
I tensorflow/stream_executor/dso_loader.cc:111] successfully opened CUDA library libcufft.so locally
I tensorflow/stream_executor/dso_loader.cc:111] successfully opened CUDA library libcuda.so.1 locally
I tensorflow/stream_executor/dso_loader.cc:111] successfully opened CUDA library libcurand.so locally
Train set has been trimmed slightly..
(1, 652, 512, 3)
I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:925] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
I tensorflow/core/common_runtime/gpu/gpu_device.cc:951] Found device 0 with properties: 
name: GeForce GTX 1080
major: 6 minor: 1 memoryClockRate (GHz) 1.7335
pciBusID 0000:01:00.0
Total memory: 7.92GiB
Free memory: 7.66GiB
I tensorflow/core/common_runtime/gpu/gpu_device.cc:972] DMA: 0 
I tensorflow/core/common_runtime/gpu/gpu_device.cc:982] 0:   Y 
I tensorflow/core/common_runtime/gpu/gpu_device.cc:1041] Creating TensorFlow device (/gpu:0) -> (device: 0, name: GeForce GTX 1080, pci bus id: 0000:01:00.0)
...
W tensorflow/core/common_runtime/bfc_allocator.cc:270] *******************************************************************_*******************_*********xxx
W tensorflow/core/common_runtime/bfc_allocator.cc:271] Ran out of memory trying to allocate 320.00MiB.  See logs for memory state.
W tensorflow/core/framework/op_kernel.cc:968] Resource exhausted: OOM when allocating tensor with shape[20,65536,64]
W tensorflow/core/common_runtime/bfc_allocator.cc:213] Ran out of memory trying to allocate 1.24GiB. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory is available.
W tensorflow/core/common_runtime/bfc_allocator.cc:213] Ran out of memory trying to allocate 1.24GiB. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory is available.
Traceback (most recent call last):
  File "style.py", line 166, in <module>
    main()
  File "style.py", line 146, in main
    for preds, losses, i, epoch in optimize(*args, **kwargs):
  File "src/optimize.py", line 113, in optimize
    train_step.run(feed_dict=feed_dict)
  File "/usr/local/lib/python2.7/dist-packages/tensorflow/python/framework/ops.py", line 1619, in run
    _run_using_default_session(self, feed_dict, self.graph, session)
...

Currently using 20

python style.py --style examples/style/the_scream.jpg   --checkpoint-dir saver   --test examples/content/thecity.jpg   --test-dir test   --content-weight 1.5e1   --checkpoint-iterations 1000   --batch-size 20""",
        expected_cause="gpu-out-of-memory",
        note="2016 (older than the years weighted; kept for its full GPU log). Title 'OOM on GTX 1080'; the second paragraph is the poster's answer to the maintainers' question about his batch size. Maintainer lengstrom: 'Try decreasing your batch size'; anishathalye: 'the batch size of 20 fits on the GTX Titan X, which has 12 GB of VRAM, but the GTX 1080 has 8 GB I think. A batch size of ~ 13 is probably the largest that will work.' The poster (matthowland) confirmed: 'Modified to smaller batch and seems to be working.' The middle of the log (the allocator's chunk listing) is not in the stored copy and is shortened to '...'.",
        platform="linux",
    ),
    CorpusLog(
        name="facenet-train-batch-90-oom-shape-1792",
        source=_GH + "davidsandberg/facenet/issues/300",
        text=r"""batch_size default is 90 and epoch_size default is 1000
but when i run the code i meet the  Error 
Limit: 5951455232
InUse: 5950830080
MaxInUse: 5951397632
NumAllocs: 726678842
MaxAllocSize: 1397393152
ResourceExhaustedError (see above for traceback): OOM when allocating tensor with shape[90,1,1,1792]""",
        expected_cause="gpu-out-of-memory",
        note="2017. Training facenet with its default batch of 90 ran out of GPU memory (an allocator limit of about 5.5 GiB). The poster confirmed the fix in the same post: 'so i reduce the batch_size to 80 and set epoch_size to 1125 but after 80 epoch ... Accuracy: 0.93800' (training then ran; the rest of the thread is about the low validation rate, not the GPU). The platform is not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="segmentation-models-pspnet-1080ti-30-images-oom",
        source=_GH + "qubvel/segmentation_models/issues/21",
        text=r"""I feed 30 pictures with 480*528 size to the PSPNet and my GPU is GTX1080ti. However it returned the error as follow:
```
2018-10-18 00:33:05.626813: I tensorflow/core/common_runtime/bfc_allocator.cc:674] 11 Chunks of size 152064000 totalling 1.56GiB
2018-10-18 00:33:05.626816: I tensorflow/core/common_runtime/bfc_allocator.cc:674] 5 Chunks of size 243302400 totalling 1.13GiB
2018-10-18 00:33:05.626819: I tensorflow/core/common_runtime/bfc_allocator.cc:674] 1 Chunks of size 266727424 totalling 254.37MiB
2018-10-18 00:33:05.626823: I tensorflow/core/common_runtime/bfc_allocator.cc:674] 1 Chunks of size 334904064 totalling 319.39MiB
2018-10-18 00:33:05.626826: I tensorflow/core/common_runtime/bfc_allocator.cc:674] 3 Chunks of size 364953600 totalling 1.02GiB
2018-10-18 00:33:05.626829: I tensorflow/core/common_runtime/bfc_allocator.cc:674] 3 Chunks of size 486604800 totalling 1.36GiB
2018-10-18 00:33:05.626832: I tensorflow/core/common_runtime/bfc_allocator.cc:678] Sum Total of in-use chunks: 9.83GiB
2018-10-18 00:33:05.626837: I tensorflow/core/common_runtime/bfc_allocator.cc:680] Stats: 
Limit:                 10586741146
InUse:                 10556298496
MaxInUse:              10556328192
NumAllocs:                   10164
MaxAllocSize:           3721396224
2018-10-18 00:33:05.626970: W tensorflow/core/common_runtime/bfc_allocator.cc:279] *******************
...""",
        expected_cause="gpu-out-of-memory",
        note="2018. PSPNet from segmentation_models trained on a GTX 1080 Ti with the 30 pictures as one batch. The poster (MaxKinny) confirmed the next day: 'I set the batch_size to be 15, and it does work.' (the rest of the thread is about the loss not falling). The stored copy of the log ends at the allocator's map; shortened with '...'. The platform is not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="image-segmentation-keras-fcn32-resnet50-rtx2060-oom",
        source=_GH + "divamgupta/image-segmentation-keras/issues/279",
        text=r"""I am trying to train a fcn_32_resnet50 model. I run the following:

from keras_segmentation.models.fcn import fcn_32_resnet50
model = fcn_32_resnet50(n_classes=34 ,  input_height=416, input_width=608  )

And I get "ResourceExhaustedError: OOM when allocating tensor"

So far I have trained vgg_unet, fcn_32_vgg and resnet50_pspnet and they worked fine on Cityscape dataset (around 23k images in total).  
I also tried reinstalling TF, with and without TF-GPU (normally others work fine without tf-gpu installed). 

My GPU is Nvidia RTX2060 (6gb memory)
I tried it on TF2.4.1 with CUDA11 and also TF2.2.0 with CUDA10.2 and getting the same error both the times.""",
        expected_cause="gpu-out-of-memory",
        note="2021. Nearly prose only (the error named in one quoted line). Maintainer divamgupta: 'Well, you are getting out of memory error. You need a gpu with larger memory or try reducing the input size.' The poster did not dispute it; the issue was closed. The platform is not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="fast-style-transfer-evaluate-5344px-photo-2gb-gpu-oom",
        source=_GH + "lengstrom/fast-style-transfer/issues/157",
        text=r"""Hi

I understand it could also be likely tensorflow tweaking, but with larger image and using tensorflow-gpu, I get ResourceExhaustedError. Can you kindly check? 

This is even without training, but just using checkpoints. I tried reducing batch-size to 1, and still same issue. I also tried ```soft_config.gpu_options.per_process_gpu_memory_fraction to 0.1```, but that does not seem to have any effect

Command: 
```
python evaluate.py --checkpoint ./rain-princess.ckpt --in-path my_photo_1.jpg --out-path ./output_image.jpg
```
Image size: 5344 x 3006 (4.1 MB)

Error: 
[output_error.txt](https://github.com/lengstrom/fast-style-transfer/files/2105488/output_error.txt)""",
        expected_cause="gpu-out-of-memory",
        note="2018. Prose only (the log was an attachment, not stored). JEF1056 answered from the attached output: 'it appears that your GPU has 2.00GiB of vram, and unfortunately, for large images being converted to numpy arrays, you would need significantly more memory ... running a large image on GPU might not be an option for you; if you have more RAM on your system, try running on CPU'. The poster accepted it and asked 'How much vram the GPU should have to typically run tensorflow in my system smoothly in GPU mode?'; JEF1056: 'an image with the longer side beinglarger than 5000 might need 5-6gb to even be able ...' (sic). The platform is not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="pix2pix-tf141-libcublas-8-with-cuda-10",
        source=_GH + "affinelayer/pix2pix-tensorflow/issues/164",
        text=r"""Traceback (most recent call last):
  File "/usr/local/lib/python3.6/dist-packages/tensorflow/python/pywrap_tensorflow.py", line 58, in <module>
    from tensorflow.python.pywrap_tensorflow_internal import *
  File "/usr/local/lib/python3.6/dist-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 28, in <module>
    _pywrap_tensorflow_internal = swig_import_helper()
  File "/usr/local/lib/python3.6/dist-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 24, in swig_import_helper
    _mod = imp.load_module('_pywrap_tensorflow_internal', fp, pathname, description)
  File "/usr/lib/python3.6/imp.py", line 243, in load_module
    return load_dynamic(name, filename, file)
  File "/usr/lib/python3.6/imp.py", line 343, in load_dynamic
    return _load(spec)
ImportError: libcublas.so.8.0: cannot open shared object file: No such file or directory 

env
Tensorflow-gpu==1.4.1
CUDA Version: 10.0

Please help me!""",
        expected_cause="cuda-libraries-missing",
        note="2019. Title 'run pip2pip.py'. tensorflow-gpu 1.4.1 is built for CUDA 8.0 (it asks for libcublas.so.8.0) while CUDA 10.0 was installed. The cause was named by another user with the same error, xuxiangsun: 'The original version of tensorflow of this code is 1.4.1, but it needs CUDA8.0,CUDNN6.0,GCC4.8. But my CUDNN is 7.0+ , so I update the version of tensorflow to 1.5.0 and it realy works.' The poster did not reply or dispute it (issue open); the confirmation is that user's fix of the same error, not the poster's.",
        platform="linux",
    ),
)
