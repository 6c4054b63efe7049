# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-thirty-fifth set of real threads, gathered apart, from GitHub issues (issues corpus): TensorFlow ran on the NVIDIA GPU but the GPU sat mostly idle because the input pipeline could not feed it (tensorpack/tensorpack, yscacaca/DeepSense, WeidiXie/VGG-Speaker-Recognition, tensorflow/tensorflow, ybkscht/EfficientPose, google-research/google-research).

Broken kinds held, all `gpu-underutilized-input-bound`: a tensorpack ImageNet run bounded by
its DataFlow (input queue near empty, fast with fake data), multi-GPU tensorpack training
reading its data from a network mount, a TF 1.3 model reading many small files from a hard
disk, a Keras speaker model whose librosa data loading kept six GPUs at 0-22 %, a facenet run
fed frame by frame from a webcam, an EfficientPose training as slow on a V100 as on a GTX 1080
(its Python generator), and small keyword-spotting models whose GPUs went idle between batches.
Working runs: none met.

The posts of this kind seldom paste logs: the evidence is a GPU-Util figure, a screenshot of
nvidia-smi or a step time, so most records are prose (only the tensorpack ImageNet record
quotes progress lines). Three threads are from 2017, two from 2019 and two from 2022; no
confirmed thread from 2023 on was met. Left out although named by a maintainer: qq456cvb/VoteNet#7 (2019; the
author added CPU-side caching, a later comment in the stored copy is dated 2026 and oddly
worded), HasnainRaz/Skin-Segmentation-TensorFlow#5 (2018; one-line answer, no reply), and
tensorflow/tensorflow#837 (2016; queue-runner tutorial, the poster's own timings).

At first look (the doctor of commit 6f9589e) the cause was named in 2 of the 7 broken logs,
both first (the DeepSense and VGG-Speaker posts, 'gpu usage is about 10%~20%' and 'gpu-util is
only between 0-22%'); the five others got no finding at all (idle GPUs in other words: 'close
to zero GPU utilization', 'all of 4 gpu are idle', 'only 1% of GPU is ised', an epoch as slow
on a V100 as on a GTX 1080, 'gpus usage down to 0%'). No working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tensorpack-imagenet-resnet-zero-gpu-util-loadavg-300",
        source=_GH + "tensorpack/tensorpack/issues/409",
        text=r"""On a system with 4x Titan X, 1x Xeon (12core), 64GB memory and SSD / HDD,

I've got decent performance for cifar10-resnet.py: \~10 it/s for training, \~22 it/s for validation; GPU utilization > 90%, loadavg: 1\~2

```
|390/390[00:40<00:00, 9.71it/s]
|79/79[00:03<00:00,22.46it/s]
```

For imagenet-resnet.py, however, I could not get similar numbers. The speed is around 0.1~0.2 it/s, with close to zero GPU utilization, but with very high level of system load (loadavg > 300)

![xosview-snapshot](https://user-images.githubusercontent.com/212674/30009460-8770b6e6-9163-11e7-9e81-dd9f42fa2fc7.png)

Following the suggestions in the previous issue threads like #5 #65, I reinstalled Tensorflow from the source, but no avail (I suspect this might be a little different because it is not reproduced with cifar10 and there seems to be excessive threading on the system).

Will be great if you can give me suggestions where to look into further.""",
        expected_cause="gpu-underutilized-input-bound",
        note="2017. The maintainer ppwwyyxx: 'What's the queue size shown in the training log? If the queue is near empty you're bounded by data.' The poster confirmed it: 'The average queue size during the first training epoch appears to be very low indeed: 2.32e-37. Also, because I was able to draw ~7.8 it/s with the --fake option on, so tensorflow seems good.' The ImageNet DataFlow (JPEG decoding and augmentation on the 12-core CPU) was the bottleneck; CIFAR-10 on the same machine kept the GPUs above 90 %.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorpack-four-gpus-idle-data-on-network-mount",
        source=_GH + "tensorpack/tensorpack/issues/321",
        text=r"""For one epoch it only need 20 hours on single-gpu,
but when I try to use 4 gpu it need 40-50 hours.

And then I checked the nvidia-smi, I found that in the 4 gpu case, sometimes all of 4 gpu are idle (almost half the time they are not working). But for the single gpu case, it's GPU-Util is always 100%.

I use ZMQ in the my code with nr_proc=10
`ds = PrefetchDataZMQ(ds, nr_proc=nr_proc)`
And test ds using TestDataSpeed, it get 0.56it/s, but in the 4-gpu training case it's not very stable it's about 0.1it/s . 
I also checked the tensorboard :
(4gpu case)
![screenshot from 2017-06-30 14 53 54](https://user-images.githubusercontent.com/3047375/27724339-15f83356-5da4-11e7-9df7-4c557e149e15.png)
(1gpu case)
![screenshot from 2017-06-30 14 55 36](https://user-images.githubusercontent.com/3047375/27724361-316a8ce2-5da4-11e7-85d6-ef3cdd91bc11.png)""",
        expected_cause="gpu-underutilized-input-bound",
        note="2017. Prose (and one code line). The maintainer ppwwyyxx: 'Number of GPUs shouldn't affect the speed of your ds, because ds doesn't use GPU at all.' The poster reported the fix the same day: 'GPU util seems good after we fixed a disk mounting problem (by moving data from network-mounted to local). Thanks :p'. Odd: a day later he added that the multi-GPU run still slowed down after several hours of training; the stored copy ends there.",
        platform="linux",
    ),
    CorpusLog(
        name="deepsense-tf13-gpu-10-20-percent-small-files-on-hdd",
        source=_GH + "yscacaca/DeepSense/issues/5",
        text=r"""I tried train this model with data provided in readme, I find the training procedure is slow. It already has taken more than 2 hours to just iterate about 700 times.
I watch the usage of gpu and cpu, gpu usage is about 10%~20%, sometimes even low to 0%~3%, cpu usage is about 50%, sometimes drop to near 0.
CPU usage diagram is as below
![screenshot from 2017-09-04 18-47-12](https://user-images.githubusercontent.com/29795174/30023364-9333d2a4-91a1-11e7-92f8-395d44f55023.png)

My laptop is with intel i7 6700k and gtx 1050ti. I run the code in pycharm with python 2.7 and tensorflow 1.3.""",
        expected_cause="gpu-underutilized-input-bound",
        note="2017. Prose. The author yscacaca: 'I believe there is something not so efficient with the I/O part. You can try reading all training data into the memory if your machine allows.' The poster confirmed: 'Yes, you are right! I copy all the data from hdd to ssd partition, the training speed increased to more than twice.' He then rewrote the input with TFRecord files to avoid reading many small files.",
        platform="linux",
    ),
    CorpusLog(
        name="vgg-speaker-six-gpus-0-22-percent-librosa-loading",
        source=_GH + "WeidiXie/VGG-Speaker-Recognition/issues/39",
        text=r"""i use 6 gpu to train the model with batch size 200, but each gpu-util is only between 0-22%, and cost 2 hours per epoch, but memory usage is high. The time is not increased compared with 2 gpu, while 2 gpu-util is about 80%.

and then i change the multi-thread to 128, the usage can be increased to 30-50%, and cost 1 hour per epoch, is there any way to increased the gpu usage anymore?""",
        expected_cause="gpu-underutilized-input-bound",
        note="2019. Prose. Keras model on TensorFlow; Python data generator with librosa feature extraction. The author WeidiXie: 'I think the code is bottlenecked by the data loading part, because of the librosa. If you change that part to tensorflow, it will cut your time dramatically.' Not disputed; the poster's own figures agree (more loader threads: GPU-Util 30-50 % and half the epoch time). Platform not stated (a six-GPU server); linux assumed.",
        platform="linux",
    ),
    CorpusLog(
        name="facenet-tf114-quadro-p2000-gpu-1-percent-webcam-frames",
        source=_GH + "tensorflow/tensorflow/issues/32360",
        text=r"""When i'm using tensorflow for face recognition with facenet, it's very very slow. And when i check for GPU during execution, i saw that the big part of the time only 1% of GPU is ised and sometimes 29% but just one 1second. 
I made my installation without any problem. 
during the code execution, it show a lot of warning like use tf.data but really don't know how to do that and if its because of it
Thanks

**System information**
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Linux ubunutu 18.4.1
- TensorFlow version (use command below):1.14.0
- Python version: 3.6.8
- GCC/Compiler version (if compiling from source): gcc-7
- CUDA/cuDNN version: 10.0/7.5.1
- GPU model and memory:Nvidia quadro P2000

Is it because I use opencv-python instead of opencv compile with cuda ?
Because the frame is taken from the webcam""",
        expected_cause="gpu-underutilized-input-bound",
        note="2019. Prose. The TensorFlow team member mihaimaruseac: 'Low usage on GPU/CPU means that you are data bound, accessing the data is too slow. You could try prefetching parts of the data before starting execution, maybe'. The poster did not dispute it and asked how to replace the queue by tf.data (the last paragraph is his later comment, which adds that frames come from a webcam through OpenCV).",
        platform="linux",
    ),
    CorpusLog(
        name="efficientpose-v100-as-slow-as-gtx1080-generator-bound",
        source=_GH + "ybkscht/EfficientPose/issues/38",
        text=r"""Hi i have gtx1080 grapgics card and one epoch takes 5 minutes. And when i use tesla v100 on google cloud computing, takes 5 minutes too. I cant understand, How i can solve and what is the  problem?

model is training one v100 GPU, 1.5k data, phi=3 and batch size=4, it is 2 days and epoch is 150. It is too slow @ybkscht @satpalsr""",
        expected_cause="gpu-underutilized-input-bound",
        note="2022. Prose (the second paragraph is the poster's later comment). Keras/TensorFlow 6D pose model trained with a Python generator. The author ybkscht: 'it sounds like the bottleneck in your case is not the GPU but instead loading, preprocessing and getting the data fast enough to your GPU (the generator part)', advising --multiprocessing, more --workers, or holding the data in memory. Not disputed; closed. Another user later pointed to this answer from issue #35 ('This may help a bit'). Platform not stated (Google Cloud); linux assumed.",
        platform="linux",
    ),
    CorpusLog(
        name="kws-streaming-gpus-idle-between-batches-small-model",
        source=_GH + "google-research/google-research/issues/1139",
        text=r"""Hi. Thanks for greate repository.
I train kws on my dataset. I check logs and see program have loaded gpus.
But I noticed that sometimes, my gpus are idle (gpus usage down to 0%). I think this is because data loading is not responsive to gpus. 
how can I increase the number of cores in data loading ?""",
        expected_cause="gpu-underutilized-input-bound",
        note="2022. Prose. kws_streaming (TensorFlow keyword-spotting models). The maintainer rybakov: 'kws models are small and not compute heavy, you could add data prefetching, or increase batch size as discussed in thread'; the poster: 'Thank you.' (the GPU waits on the input because each step of the small model is short). Platform not stated; linux assumed.",
        platform="linux",
    ),
)
