# ruff: noqa: E501, E101 - log lines are quoted verbatim (long, some indented with tabs)
"""A twenty-fourth set of real threads: GPU set-up reports written in languages other than English.

The posters wrote in Chinese (one post is bilingual, English then Chinese) and pasted whatever
they had: an error line, a traceback, a project config, or prose only. Text is kept in the
poster's language; each note gives a short English translation of the key sentence and says
who confirmed the cause. Searches in Japanese, Korean, Russian, Spanish and Portuguese found no
confirmed thread in the issue corpus.

Broken set-ups: GPU memory exhausted (large images, batch sizes, a batch size that never took
effect, eager memory growth), cuInit failing in a container until the host driver was
reinstalled, TensorFlow 1.x builds whose CUDA version the machine did not have, an RTX 3090 with
TensorFlow builds older than its architecture, a project config that sets
CUDA_VISIBLE_DEVICES=-1, a GPU waiting on per-step CPU work, BLAS libraries missing from a
Kubernetes container's driver mount (no catalogue cause).

Working run: a CPU-instruction notice that the maintainer called harmless.

At first look (the doctor after the twenty-third set's changes) the cause of 6 of the 15 broken
logs was named, all first; the working run was not flagged. One broken log has a cause the
catalogue has no ID for. Misses: complaints written in Chinese (four), "Dst tensor is not
initialized" (TensorFlow 1.x out of memory), an RTX 3090 named by its number alone or beside
"TF below 2.4", a project setting that hides the GPU, TF_CPP_MIN_LOG_LEVEL hiding the lines
that would say why.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"
_TF = _GH + "tensorflow/tensorflow/issues/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="zh-jupyterlab-image-cuinit-unknown-host-driver-reinstalled",
        source=_GH + "DvcLAB/JupyterLab-Image/issues/15",
        text=r"""镜像内部加载GPU成功但TensorFlow无法调用

1. 镜像内部可以使用nvidia-smi显示nvidia信息，但当使用`tf.test.is_gpu_available()`时，结果为False，提示failed call to cuInit: CUDA_ERROR_UNKNOWN: unknown error。
2. 通过nvidia-smi查看的nvidia-driver信息，显示对应的CUDA版本为11.2，而此镜像使用的CUDA是10.1
3. 推测是宿主机nvidia-driver的更新导致与CUDA版本不对应""",
        expected_cause="cuinit-unknown-error",
        note="Chinese. Key sentence: 'Inside the image nvidia-smi works, but tf.test.is_gpu_available() is False: failed call to cuInit: CUDA_ERROR_UNKNOWN'. The poster (also the repo's author) later: '通过重装nvidia-driver解决了问题' (solved by reinstalling the host NVIDIA driver, after a Secure Boot MOK enrolment). The poster's own guess of a CUDA version mismatch was not the fix. Screenshots omitted.",
        platform="linux",
    ),
    CorpusLog(
        name="zh-fast-neural-style-oom-large-downloaded-image",
        source=_GH + "hzy46/fast-neural-style-tensorflow/issues/21",
        text=r"""ResourceExhaustedError

百度图片上随便下载一个图片，进行测试，报错如下
ResourceExhaustedError (see above for traceback): OOM when allocating tensor with shape[1,64,1578,2090]
	 [[Node: deconv2/conv_transpose/conv/conv = Conv2D[T=DT_FLOAT, data_format="NHWC", padding="VALID", strides=[1, 2, 2, 1], use_cudnn_on_gpu=true, _device="/job:localhost/replica:0/task:0/gpu:0"](deconv2/conv_transpose/conv/MirrorPad, deconv2/conv_transpose/conv/weight/read)]]""",
        expected_cause="gpu-out-of-memory",
        note="Chinese. Key sentence: 'I downloaded a random picture from Baidu Images to test, and got this error'. The maintainer: '您机器内存或显存不足（图片可能过大）' (your machine's RAM or GPU memory is insufficient; the image may be too large); the poster thanked him. 2017, TF 1.x; OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="zh-fast-neural-style-gpu-training-oom-title-only",
        source=_GH + "hzy46/fast-neural-style-tensorflow/issues/44",
        text=r"""gpu模式下训练发生Resource exhausted:OOM when allocating tnesor with shape[4,64,554,554]

请教该如何解决""",
        expected_cause="gpu-out-of-memory",
        note="Chinese; the title (with the poster's typo 'tnesor') and a one-line body 'please advise how to solve it'. The maintainer: '硬件问题噢。显存或内存不足。' (a hardware problem: not enough GPU memory or RAM); not disputed. Weak evidence: the error is only in the title. OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="zh-tensorflow-cn-eager-cuda-out-of-memory-prose",
        source=_GH + "snowkylin/TensorFlow-cn/issues/7",
        text=r"""enable_eager_execution 持续报出 CUDA_ERROR_OUT_OF_MEMORY

程序运行时显存占用持续增长""",
        expected_cause="gpu-out-of-memory",
        note="Chinese, prose only. Key sentence: 'while the program runs, GPU memory use keeps growing' (title: enable_eager_execution keeps reporting CUDA_ERROR_OUT_OF_MEMORY). The poster: '使用虚拟内存后问题解决' (solved after using virtual memory). Weak evidence; the fix is the poster's own. OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="zh-srnet-tf114-runs-on-cpu-needs-cuda-10-0",
        source=_GH + "youdao-ai/SRNet/issues/13",
        text=r"""tensorflow-gpu==1.14.0下默认使用cpu进行训练

我train代码的时候tensorflow默认使用cpu，楼主大大这是啥情况啊？""",
        expected_cause="cuda-libraries-missing",
        note="Chinese, prose only. Key sentence: 'when I train, TensorFlow (tensorflow-gpu 1.14.0) uses the CPU by default'. Another user: '是不是CUDA和cuDNN版本问题，tensorflow 1.14.0 需要CUDA10.0' (a CUDA/cuDNN version problem: TF 1.14.0 needs CUDA 10.0); the poster: '是的，谢谢' (yes, thanks). Libraries of the CUDA version TF was built against were not there. OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="zh-crnn-gpu-util-zero-per-step-decode-on-cpu",
        source=_GH + "MaybeShewill-CV/CRNN_Tensorflow/issues/16",
        text=r"""突然发现个问题，我的gpu使用率是0，你们有遇见吗？

@TJCVRS 你是这样现象吗？GPU内存用了4G但是使用率却是0，难怪训练这么慢""",
        expected_cause="gpu-underutilized-input-bound",
        note="Chinese; the nvidia-smi screenshot is omitted. Key sentence: 'GPU memory uses 4G but utilization is 0, no wonder training is so slow'. The poster later: '我知道原因了' (I found the cause): an extra sess.run of the edit distance and decoded predictions on every step was very slow; after removing it 'gpu利用率也上来了' (GPU utilisation went up). The GPU waited on CPU-side work; the closest catalogue cause is the input-bound one. OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="zh-spaces-rtx3090-tf114-needs-cuda11-nvidia-tensorflow",
        source=_GH + "bojone/SPACES/issues/42",
        text=r"""苏神您好！请问您的tf1.14是 指tensorflow_gpu1.14吗

请问能否用更高的的tf版本诸如2tf.x去跑呀，目前3090的需要cuda11，但是tf1.x的只能到cuda10，不知道您是如何配置的？""",
        expected_cause="compute-capability-unsupported",
        note="Chinese, prose only. Key sentence: 'the 3090 needs CUDA 11, but TF 1.x only goes up to CUDA 10; how did you configure it?'. The maintainer (bojone): '3090可以用nvidia-tensorflow 1.15' (use NVIDIA's TF 1.15 build on a 3090), another user said TF-GPU 1.15 from those builds ran; the poster thanked both. An RTX 3090 (sm_86) is newer than any TF 1.14 build. OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="zh-point-gnn-gpu-idle-cuda-cudnn-not-installed",
        source=_GH + "WeijingShi/Point-GNN/issues/92",
        text=r"""运行run.py的过程为什么GPU没有使用多少，迭代周期过长？

Weijing：
您好！
&emsp;&emsp;当我按照您README中的说明使用run.py运行处理点云时，发现迭代周期很长，但是GPU并没有怎么时使用到，如下图所示。我看到您run.py中有设置GPU自动分配现存。所以是我打开方式不对，还是程序就没有过多使用GPU计算？我的电脑配置是Intel® Core™ i5-10300H CPU @ 2.50GHz × 8 处理器和NVIDIA GeForce RTX 2070 with Max-Q Design/PCIe/SSE2显卡""",
        expected_cause="cuda-libraries-missing",
        note="Chinese, prose only (screenshot omitted). Key sentence: 'running run.py each iteration is very long, but the GPU is hardly used'. The poster, a year later: '解决了……可能是当时tensorflow的cuda和cudnn依赖没有安装成功，导致它不能使用GPU只能使用CPU' (solved; probably TensorFlow's CUDA and cuDNN dependencies had not installed, so it could only use the CPU). Weak: the poster says 'probably'. TF 1.15 era.",
        platform="linux",
    ),
    CorpusLog(
        name="zh-attention-ocr-oom-batch-size-image-size",
        source=_GH + "A-bone1/Attention-ocr-Chinese-Version/issues/4",
        text=r"""GPU 训练问题

我使用GPU 训练一直报`2018-04-20 14:26:01.064535: W tensorflow/core/framework/op_kernel.cc:1158] Resource exhausted: OOM when allocating tensor with shape[5751,5463]
INFO:tensorflow:Error reported to Coordinator: <class 'tensorflow.python.framework.errors_impl.ResourceExhaustedError'>, OOM when allocating tensor with shape[16,1152,1,288]
`
更改batch_size 也不管用，请问这个如何解决呢

最后调到batch_size = 2 才能训练。。这么占内存吗""",
        expected_cause="gpu-out-of-memory",
        note="Chinese. Key sentence: 'training on the GPU keeps reporting OOM; changing batch_size does not help ... only batch_size = 2 trains'. The maintainer: '这个问题说明显存不够' (this means GPU memory is insufficient) and suggested smaller images; the poster after resizing: '万分感谢 可以了' (many thanks, it works). OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="zh-bert-bilstm-crf-oom-batch-size-not-applied",
        source=_GH + "macanv/BERT-BiLSTM-CRF-NER/issues/343",
        text=r"""batch_size 无论设置多大，都会OOM是什么原因呢

ResourceExhaustedError (see above for traceback): OOM when allocating tensor with shape[12928,768] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info""",
        expected_cause="gpu-out-of-memory",
        note="Chinese. Key sentence (title): 'whatever batch_size I set, it runs out of memory; why?'. The poster: 'batch_size 在py文件里改不行，bert-base-ner-train 执行的时候，-batch_size 16 就可以了' (changing it in the .py file does not work; passing -batch_size 16 to bert-base-ner-train does). A GPU OOM fixed by a smaller batch actually taking effect. OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="zh-k8s-docker-blas-gemv-failed-libs-not-mounted",
        source=_GH + "mattshma/bigdata/issues/99",
        text=r"""Blas GEMV launch failed

kubernetes 管理的 docker 上运行的 tensorflow 在测试 tensorflow 示例程序时报错：
```
tensorflow.python.framework.errors_impl.InternalError: Blas GEMV launch failed:  m=2, n=100
```
网上查了下，说是要指定下分配的显卡份额：
```
gpu_options = tf.GPUOptions(per_process_gpu_memory_fraction=0.333)
sess = tf.Session(config=tf.ConfigProto(gpu_options=gpu_options))
```
修改后仍报错。""",
        expected_cause=None,
        note="Chinese. Key sentence: 'TensorFlow in a Kubernetes-managed Docker container fails the example with Blas GEMV launch failed; limiting the GPU memory fraction did not help'. The poster's own fix: the library files were not in the hostPath volume mounted into the container; copying the host's BLAS (atlas) libraries into /usr/lib64/nvidia and rebuilding the container solved it ('问题解决'). Libraries missing from a container's driver mount; no catalogue cause fits exactly.",
        platform="linux",
    ),
    CorpusLog(
        name="zh-capsnet-gtx960m-dst-tensor-not-initialized-oom",
        source=_GH + "naturomics/CapsNet-Tensorflow/issues/39",
        text=r"""Run in GTX960M get error [InternalError (see above for traceback): Dst tensor is not initialized.]——out of memory

When run in windows + GTX960M，I get this error
```
InternalError (see above for traceback): Dst tensor is not initialized.
```
Some blogs told that it is caused by lack of GPU memory. But I cannot fix the problem. Wish some one could help me.

运行在Windows10 + GTX960M，出现错误
```
InternalError (see above for traceback): Dst tensor is not initialized.
```
我查了些博客，说是GPU 内存不足的时候，会出现这个错误。希望能够修复这个问题。""",
        expected_cause="gpu-out-of-memory",
        note="Bilingual post (English then Chinese). Key sentence: 'on Windows 10 with a GTX960M I get Dst tensor is not initialized; blogs say it is a lack of GPU memory'. The maintainer: the default batch_size 128 is too big for this GPU's memory, run with --batch_size 32 or smaller; the poster did not dispute and the issue was closed.",
        platform="windows",
    ),
    CorpusLog(
        name="zh-cnn-captcha-enable-gpu-0-sets-cuda-visible-devices-minus-1",
        source=_GH + "nickliqian/cnn_captcha/issues/137",
        text=r"""请教如何使用GPU跑？

TensorFlow-GPU 也安装了，它还是默认用CPU跑的

`{
  "origin_image_dir": "sample/origin/",
  "new_image_dir": "sample/new_train/",
  "train_image_dir": "sample/train/",
  "test_image_dir": "sample/test/",
  "api_image_dir": "sample/api/",
  "online_image_dir": "sample/online/",
  "local_image_dir": "sample/local/",
  "model_save_dir": "model/",
  "image_width": 168,
  "image_height": 64,
  "max_captcha": 4,
  "image_suffix": "jpg",
  "char_set": "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
  "use_labels_json_file": false,
  "remote_url": "http://127.0.0.1:6100/captcha/",
  "cycle_stop": 20000,
  "acc_stop": 0.99,
  "cycle_save": 500,
  "enable_gpu": 0,
  "train_batch_size": 100,

  "test_batch_size": 100
}`""",
        expected_cause="cuda-visible-devices-hides-gpus",
        note="Chinese; a screenshot is omitted. Key sentence: 'TensorFlow-GPU is installed but it still runs on the CPU by default'. The maintainer: '\"enable_gpu\" 参数设置为1' (set enable_gpu to 1); the poster stayed in the thread without disputing it. In this project's train_model.py, enable_gpu 0 sets CUDA_VISIBLE_DEVICES=-1. The paste shows only the project config, not the variable. OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="zh-bert4keras-pretraining-gpu-287m-cuda-tf-mismatch",
        source=_GH + "bojone/bert4keras/issues/254",
        text=r"""BERT预训练时，GPU占用仅287M，CPU用了40个，怎么切换到使用GPU训练呢?

import os, re
os.environ['TF_KERAS'] = '1'  # 必须使用tf.keras
os.environ['TF_CPP_MIN_LOG_LEVEL'] = '2'
#os.environ["CUDA_VISIBLE_DEVICES"] = '1'

........

单机多卡模式
strategy = tf.contrib.distribute.MirroredStrategy()
with strategy.scope():
    train_model = build_transformer_model_for_pretraining()
    train_model.summary()""",
        expected_cause="cuda-libraries-missing",
        note="Chinese. Key sentence (title): 'during BERT pre-training the GPU uses only 287M while 40 CPUs are busy; how do I switch to the GPU?'. The poster: '已经解决，cuda版本和tf不匹配' (solved: the CUDA version did not match TensorFlow's). Prose and code only; TF_CPP_MIN_LOG_LEVEL=2 hid TensorFlow's library warnings. TF 1.x (tf.contrib).",
        platform="linux",
    ),
    CorpusLog(
        name="zh-bert4keras-rtx3090-cublas-not-supported-tf-below-2-4",
        source=_GH + "bojone/bert4keras/issues/301",
        text=r"""bert4keras支持tf2.4版本

RTX3090 在tf低于2.4版本跑模型时，会报failed to run cuBLAS routine: CUBLAS_STATUS_NOT_SUPPORTED错误，这样就没有办法用bert4keras，苏神什么时候能支持一下tf2.4？""",
        expected_cause="compute-capability-unsupported",
        note="Chinese, prose with the error name. Key sentence: 'with an RTX 3090, running a model on TF below 2.4 reports failed to run cuBLAS routine: CUBLAS_STATUS_NOT_SUPPORTED'. The maintainer: use TF 2.4 with TF_KERAS=1, or better NVIDIA's nvidia-tensorflow 1.15 'which supports the 3090'; the poster thanked him and ran pre-training under TF 1.15.4 in NVIDIA's Docker image. The GPU (sm_86) is newer than the CUDA 10 builds of TF < 2.4. 2021.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- harmless
    CorpusLog(
        name="zh-bert-ner-cpu-avx-avx2-notice-only-a-warning",
        source=_GH + "macanv/BERT-BiLSTM-CRF-NER/issues/337",
        text=r"""用自己电脑CPU跑的错误Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX AVX2

Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX AVX2

这个你们有出现过吗？怎么解决？求、求、求、求大佬指教""",
        expected_cause=None,
        harmless=True,
        note="Chinese. Key sentence: 'running on my own computer's CPU I get this error ... how do I fix it?'. Another user: '警告而已，没事' (only a warning, it's fine); the maintainer: '警告无所谓啊' (the warning doesn't matter). A CPU-instruction notice on a run that works; the poster runs on the CPU by choice. OS not stated.",
        platform="linux",
    ),
)
