# ruff: noqa: E501, W291, E101 - log lines are quoted verbatim (long, some with trailing spaces, tabs)
"""A hundred-and-eighty-eighth set of real threads, gathered apart, from GitHub issues (issues corpus) on video, action-recognition, optical-flow, tracking and video pose projects built on TensorFlow (JunweiLiang/social-distancing-prediction, VisualComputingInstitute/SiamR-CNN, souhaiel1/CNN-LSTM-Violence-detection, harvitronix/five-video-classification-methods, sampepose/flownet2-tf, FORTH-ModelBasedTracker/MocapNET), 2018-2023.

Broken kinds held: TensorFlow running without the GPU so that a GPU-only NCHW max-pool fails on
the CPU (twice: a trajectory-prediction model and a Siamese video tracker), cuDNN failing to
create its handle because TensorFlow took the GPU memory (fixed by limiting it), a C3D video
classifier running out of GPU memory, flownet2-tf's own CUDA correlation op compiled for another
compute capability than the GPU (all zeros, no catalogue cause), and a mocap-from-video demo whose
bundled libtensorflow C library does not match CUDA 12 (GPU unused). Working runs: none met.

Small set: most video and tracking threads in the stored copies show only their opening post, so
their resolution could not be read (kinetics-i3d, tf-pose-estimation, flownet2-tf #110, MocapNET
#32, JunweiLiang/Object_Detection_Tracking #19, ArtLabss/tennis-tracking #6, Dene33/video_to_bvh
#2, LeonLok/Deep-SORT-YOLOv4 #1 and others were left out for that). Two more threads with a
confirmation were left out to keep prose-only records to a third: Qidian213/deep_sort_yolov3#14
(2018; TensorFlow 1.3 with CUDA 9.0 ran on the CPU, upgrading to 1.8 fixed it) and
JunweiLiang/Object_Detection_Tracking#38 (2021; the same NCHW max-pool error, the maintainer:
'This message says you are not using GPU'). Two records are prose only.

At first look (the doctor of commit 8967b78) the cause was named in 1 of the 6 broken logs, first
(the cuDNN handle failure); both NCHW max-pool logs were read as a CPU-only build instead of a
TensorFlow that sees no GPU, and the out-of-memory traceback (cut before its error line), the
correlation op and the MocapNET prose drew nothing. No working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="social-distancing-tf115-nchw-maxpool-on-cpu-gpu-not-used",
        source=_GH + "JunweiLiang/social-distancing-prediction/issues/15",
        text=r"""tensorflow.python.framework.errors_impl.InvalidArgumentError: Default MaxPoolingOp only supports NHWC on device type CPU
	 [[node model_0/pool0/max_pooling2d/MaxPool (defined at /home/alice/anaconda3/envs/distance/lib/python3.6/site-packages/tensorflow_core/python/framework/ops.py:1748) ]]

Why is this happening_??

I already setup all dependencies .. Im using GPU (tested on tensorflow 1.15 and 1.15.2). But error still appears ...""",
        expected_cause="no-gpu-visible",
        note="2022. Maintainer JunweiLiang: 'This means Tensorflow-GPU is not properly installed. This code base needs to be run on GPUs.', with a link for testing whether Python uses tensorflow-gpu (a TF 1.15 that cannot detect the GPU with CUDA 10.1); the poster: 'Thanks, I solved. But now appears another one ...' (a later Blas GEMM error, not part of this record). The second paragraph is the poster's reply to the first answer. What exactly kept TensorFlow off the GPU is not said in the stored copy.",
        platform="linux",
    ),
    CorpusLog(
        name="siamr-cnn-tracker-tf115-nchw-maxpool-on-cpu",
        source=_GH + "VisualComputingInstitute/SiamR-CNN/issues/12",
        text=r"""Hi, when I try to run python3 tracking/do_tracking.py --main main_otb2015, the following error will occurs.

**`E tensorflow/core/common_runtime/executor.cc:642] Executor failed to create kernel. Invalid argument: Default MaxPoolingOp only supports NHWC on device type CPU
         [[{{node pool0/MaxPool}}]]

Traceback (most recent call last):
  File "/home/alice/anaconda3/envs/env3.6/lib/python3.6/site-packages/tensorflow_core/python/client/session.py", line 1365, in _do_call
    return fn(*args)
  File "/home/alice/anaconda3/envs/env3.6/lib/python3.6/site-packages/tensorflow_core/python/client/session.py", line 1350, in _run_fn
    target_list, run_metadata)
  File "/home/alice/anaconda3/envs/env3.6/lib/python3.6/site-packages/tensorflow_core/python/client/session.py", line 1443, in _call_tf_sessionrun
    run_metadata)
tensorflow.python.framework.errors_impl.InvalidArgumentError: Default MaxPoolingOp only supports NHWC on device type CPU
         [[{{node pool0/MaxPool}}]]
**

I know some people say that because TensorFlow uses CPU version, but I only installed the GPU version of TensorFlow and the version is 1.15. Could you help me solve this problem?""",
        expected_cause="no-gpu-visible",
        note="2020. Maintainer pvoigtlaender: 'TensorFlow is not using the GPU for some reason. Please first make sure that you are able to use the [GPU]' (the rest of the answer is cut off in the stored copy); the poster did not dispute it. The same error and answer appear in the closed SiamR-CNN#3. Which part of the CUDA set-up kept TensorFlow 1.15 off the GPU is not in the stored copy.",
        platform="linux",
    ),
    CorpusLog(
        name="violence-detection-video-cudnn-handle-internal-error-memory-limit",
        source=_GH + "souhaiel1/CNN-LSTM-Violence-detection/issues/1",
        text=r"""Hi,

I'm trying to run predict_video1/2.py. I got a tensorflow error of "Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR". It seems to be a compatibility issue. Could you tell me your version of Tensorflow, CUDA,  and cuDNN? 

Thank you!!!

Hi, many thanks for your reply. I've downgraded my CUDA from 10.2 to 10.1.""",
        expected_cause="memory-growth-disabled",
        note="2021. The poster (hungpowang) confirmed the cause himself: 'I've solved the tensorflow error of \"Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR\". It caused by over allocate GPU memory and can be resolved by setting \"tf.GPUOptions\" to limit the memory usage.' The repository owner had guessed a version mismatch; the CUDA downgrade (second paragraph, the poster's reply) did not fix it. Only the quoted error line, no full log.",
        platform="linux",
    ),
    CorpusLog(
        name="five-video-classification-c3d-train-gpu-out-of-memory",
        source=_GH + "harvitronix/five-video-classification-methods/issues/59",
        text=r"""hi, thx for your codes,
sry to interrupt
I got the error when training the c3d model(another 4 models is fine)

`Traceback (most recent call last):
  File "/home/alice/work/action_recognition/five-video-classification-methods/train.py", line 110, in <module>
    main()
  File "/home/alice/work/action_recognition/five-video-classification-methods/train.py", line 107, in main
    load_to_memory=load_to_memory, batch_size=batch_size, nb_epoch=nb_epoch)
  File "/home/alice/work/action_recognition/five-video-classification-methods/train.py", line 81, in train
    workers=4)
  File "/home/alice/anaconda3/lib/python3.6/site-packages/keras/legacy/interfaces.py", line 87, in wrapper
    return func(*args, **kwargs)
  File "/home/alice/anaconda3/lib/python3.6/site-packages/keras/models.py", line 1227, in fit_generator
    initial_epoch=initial_epoch)
  File "/home/alice/anaconda3/lib/python3.6/site-packages/keras/legacy/interfaces.py", line 87, in wrapper
    return func(*args, **kwargs)
  File "/home/alice/anaconda3/lib/python3.6/site-packages/keras/engine/training.py", line 2147, in fit_generator
    class_weight=class_weight)
  File "/home/alice/anaconda3/lib/python3.6/site-packages/keras/engine/training.py", line 1839, in train_on_batch
    outputs = self.train_function(ins)
...""",
        expected_cause="gpu-out-of-memory",
        note="2018. Maintainer harvitronix: 'You're out of GPU memory I believe. Same thing happens to me when I run it on my local GPU. I need to use a bigger, 12GB GPU for it to run properly.' Issue closed; the poster did not dispute it. The stored copy of the traceback is cut before its final error line, so the text ends with '...'.",
        platform="linux",
    ),
    CorpusLog(
        name="flownet2-tf-correlation-op-zero-output-gencode-sm60",
        source=_GH + "sampepose/flownet2-tf/issues/83",
        text=r"""Does anyone check the result of correlation? I'm afraid there are some bugs in source code, when I test the correlation operation after compiled successfully, the outputs are alwary zero.
I am not familiar with cuda programming, so I could't make out where the bug is, it will be highly appreciated if someone could check it out.

`fmA = tf.ones((BATCH_SIZE, HEIGHT, WIDTH, CHANNELS), dtype=tf.float32)
`
`
fmB = tf.convert_to_tensor(np.random.randint(10, size=(BATCH_SIZE, HEIGHT, WIDTH, CHANNELS)), dtype=tf.float32)
`
`
out_2 = correlation(fmA, fmB, 1, MAX_DISPLACEMENT, STRIDE_2, STRIDE_2, 3)
`""",
        expected_cause="custom-op-build-mismatch",
        note="Expected cause given when the catalogue gained custom-op-build-mismatch (an add-on's own compiled ops built for another TensorFlow, CUDA, compiler or GPU); before, no catalogue cause. 2019. The poster (Guoxs) found the cause himself: 'I knew what is wrong...... in Makefile: GPUCFLAGS = -c -gencode=arch=compute_60,code=sm_60 the compute capability should be matched with GPU.' The project's own CUDA correlation op was compiled for compute capability 6.0 only, not for the poster's GPU, so it silently returned zeros; TensorFlow itself was not at fault. Prose and code only, no log.",
        platform="linux",
    ),
    CorpusLog(
        name="mocapnet-webcam-demo-cuda-12-gpu-unused-bundled-libtensorflow",
        source=_GH + "FORTH-ModelBasedTracker/MocapNET/issues/101",
        text=r"""My PC has GPU of which CUDA Version is 12.0.
But it seems not to be used.
Please tell me how to use CUDA Version: 12.0.

The next command generated the following image, which is saying the frame rage is 0.46
/MocapNET2LiveWebcamDemo --from shuffle.webm --openpose --frames 375""",
        expected_cause="cuda-libraries-missing",
        note="2023. Maintainer AmmarkoV: 'MocapNET needs a version of the libtensorflow2.x C library. The version of tensorflow defines what version of CUDA is compatible or not ... What needs to be done for CUDA/GPU support thus it to replace the folder dependencies/libtensorflow with a good working tensorflow version/build that includes the correct CUDA version support. If GPU support is malfunctioning/not present MocapNET will fall back to CPU execution ... This is the reason for the very low framerate'. Undisputed. The bundled libtensorflow does not match CUDA 12.0 (labelled as the corpus labels the same answer in MocapNET#114). Prose only; the second paragraph is the poster's follow-up.",
        platform="linux",
    ),
)
