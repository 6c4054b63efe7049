# ruff: noqa: E501, W291, E101 - log lines are quoted verbatim (long, some with trailing spaces or tabs)
"""A thirty-seventh set of real threads, written in languages other than English.

GitHub threads whose poster or confirming reply writes Chinese, Korean or Spanish (the log
lines in them are English as everywhere), gathered apart and not yet scored. The pages corpus
(CSDN, Qiita, Zenn, Habr, Stack Overflow in other languages) held only explainers, no
threads with a confirmed cause, so every record here is a GitHub issue or pull request.

Broken set-ups only: GPU memory exhausted (training batches too large for the card, a
hackathon's inference over a whole reference set, an earlier process still holding the
memory), CUDA libraries older than the TensorFlow build (a conda CUDA 10.1 under a build for
10.0, a hackathon's base image too old for tensorflow-gpu 1.9; prose), and Ampere / Ada GPUs
under TensorFlow 1.x built with CUDA 10 (prose). Several pastes are prose or issue forms.

At first look (the doctor of commit 4ca0336) the cause of 4 of the 12 broken logs was named,
all first. Misses: versions and a GPU written against Chinese words without a space, "OOM"
in Chinese and Korean sentences, "显存爆满", the CUDA runtime's "out of memory" after
TensorFlow 1.x's check, prose in Spanish and Korean, an "RTX 40 series" without a number.
After the changes made from it: 9/12.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"
_NAV = _GH + "Naver-AI-Hackathon/AI-Vision/issues/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="zh-text-cnn-oom-batch-128",
        source=_GH + "gaussic/text-classification-cnn-rnn/issues/53",
        text=r"""内存溢出问题

ResourceExhaustedError (see above for traceback): OOM when allocating tensor with shape[128,1,596,256]""",
        expected_cause="gpu-out-of-memory",
        note="Maintainer (gaussic): '机器的问题，把 batch_size 改小来' (the machine; make batch_size smaller); issue closed, not disputed. One log line only (2018).",
    ),
    CorpusLog(
        name="zh-roberta-oom-left-by-earlier-run",
        source=_GH + "brightmart/roberta_zh/issues/43",
        text=r"""同样2080GPU 8G显存
已经调的非常小了
--max_seq_length=32   --train_batch_size=2
依旧OOM
Check failed: err == cudaSuccess || err == cudaErrorInvalidValue Unexpected CUDA error: out of memory""",
        expected_cause="gpu-out-of-memory",
        note="A commenter's own report (currenttime, 2019), then his own fix: '当一次OOM运行过后，需要手动释放内存。如果不kill掉进程，参数设置的再小还依旧是OOM' (an earlier process still held the GPU memory until killed).",
    ),
    CorpusLog(
        name="zh-seq2seq-couplet-oom-windows",
        source=_GH + "wb14123/seq2seq-couplet/issues/11",
        text=r"""Traceback (most recent call last):
  File "C:\Users\alice\Anaconda3\lib\site-packages\tensorflow\python\client\session.py", line 1322, in _do_call
    return fn(*args)
  File "C:\Users\alice\Anaconda3\lib\site-packages\tensorflow\python\client\session.py", line 1307, in _run_fn
    options, feed_dict, fetch_list, target_list, run_metadata)
  File "C:\Users\alice\Anaconda3\lib\site-packages\tensorflow\python\client\session.py", line 1409, in _call_tf_sessionrun
    run_metadata)
tensorflow.python.framework.errors_impl.ResourceExhaustedError: OOM when allocating tensor with shape[32,4096] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
	 [[Node: bidirectional_rnn/fw/fw/while/fw/multi_rnn_cell/cell_1/basic_lstm_cell/MatMul = MatMul[T=DT_FLOAT, transpose_a=false, transpose_b=false, _device="/job:localhost/replica:0/task:0/device:GPU:0"](bidirectional_rnn/fw/fw/while/fw/multi_rnn_cell/cell_1/basic_lstm_cell/concat, bidirectional_rnn/fw/fw/while/fw/multi_rnn_cell/cell_1/basic_lstm_cell/MatMul/Enter)]]
Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info.

	 [[Node: decoder/while/BasicDecoderStep/decoder/attention_wrapper/assert_equal/All/_129 = _Recv[client_terminated=false, recv_device="/job:localhost/replica:0/task:0/device:CPU:0", send_device="/job:localhost/replica:0/task:0/device:GPU:0", send_device_incarnation=1, tensor_name="edge_862_d..._equal/All", tensor_type=DT_BOOL, _device="/job:localhost/replica:0/task:0/device:CPU:0"](^_cloopdecoder/while/BasicDecoderStep/decoder/attention_wrapper/assert_equal/Assert/Assert/data_0/_5)]]
Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info.""",
        expected_cause="gpu-out-of-memory",
        platform="windows",
        note="Maintainer (wb14123): '应该是 GPU 内存不够' (GPU memory is not enough); issue closed, not disputed (2018 report, 2022 answer). Read in two overlapping excerpts.",
    ),
    CorpusLog(
        name="zh-chinese-ocr-ctpn-huge-images-oom-prose",
        source=_GH + "xiaofengShi/CHINESE-OCR/issues/60",
        text=r"""About ResourceExhaustedError

I trained the CTPN model with image per shape(3000+,5000+) in the server of 1080GPU,12G,but i got train error with resourceExhausted error""",
        expected_cause="gpu-out-of-memory",
        note="Poster (Zhangpeixiang) later, in Chinese: '解决了…ResourceExhaustedError是正常现象的，可以考虑分布式或用小的图片训练或者resize到小的尺寸' (normal for such large images; train on smaller/resized images). Prose only; the question is in English, the confirmation in Chinese.",
    ),
    CorpusLog(
        name="es-conda-cuda-10-1-for-tf-needing-10-0-prose",
        source=_GH + "cvicom/deep_learning_escuela_verano_19/pull/1",
        text=r"""Tensorflow requiere cuda 10.0, no 10.1

Tensorflow requiere cuda 10.0 y no funciona con 10.1. Para probarlo, con su ambiente ejecuten:
python -c "import tensorflow as tf; tf.test.is_gpu_available()"
Eso regres "False", pues le faltan varias bibliotecas, y de hecho tensorflow corre en la CPU.

El problema es que conda instala cuda 10.1, y tensorflow espera 10.0
https://www.tensorflow.org/install/gpu
...""",
        expected_cause="cuda-libraries-missing",
        note="Pull request (Spanish, 2019) whose author reports the symptom and its cause (conda gave CUDA 10.1 while TensorFlow expects 10.0, libraries missing, GPU False); merged by the course maintainers. Prose only; the poster's text itself names the cause. A second, unrelated paragraph (scikit-learn name) cut.",
    ),
    CorpusLog(
        name="zh-a100-tf1-13-cuda10-blas-gemm-failed",
        source=_GH + "taoqi98/KIM/issues/7",
        text=r"""Blas GEMM launch failed

请问这个bug如何解决？我的tensorflow-gpu=1.13.1，keras=2.2.4，显卡是A100，cuda=10.0.130？尝试过CPU能跑起来，换到CPU就不行了？网上查了很多办法都不行。。。
![屏幕截图 2023-11-14 213420](https://github.com/taoqi98/KIM/assets/145538153/09c21307-e901-4149-917b-5f2936d46fef)""",
        expected_cause="compute-capability-unsupported",
        note="Maintainer (taoqi98, 2023): '大概率由于1.13.1的tensorflow和你A100显卡对应的cuda无法兼容导致的' (TF 1.13.1 / CUDA 10.0 cannot run on the A100); issue closed, not disputed. Prose plus a screenshot; the error is only in the title.",
    ),
    CorpusLog(
        name="zh-rtx40-tf1-15-cuda10-cublas-execution-failed-prose",
        source=_GH + "google-deepmind/deepmind-research/issues/464",
        text=r"""[MeshGraphNets] cuda_blas.cc:428, failed to run cuBLAS routine: CUBLAS_STATUS_EXECUTION_FAILED

我也遇到了类似的问题。
我在网上看到的解释是：tensorflow-gpu==1.15版本对应cuda10.0版本，可是cuda10只能在rtx20系以下运行，我是40系的显卡。只能用cpu进行训练。

当然也可能是其他的问题。""",
        expected_cause="compute-capability-unsupported",
        note="A commenter's own report (Xiaozl11, 2024, RTX 40-series with TF 1.15 / CUDA 10.0), who later confirmed '我在网上租了个2080ti，是可以运行的' (the same code runs on a rented 2080 Ti). Prose under the issue's title; weak: the comment itself guesses the cause.",
    ),
    CorpusLog(
        name="zh-chatbot-gpu-memory-full-prose",
        source=_GH + "jayeew/Chinese-ChatBot/issues/20",
        text=r"""gpu

用gpu训练显存爆满怎么解决，这个怎么改批次大小？？""",
        expected_cause="gpu-out-of-memory",
        note="Maintainer (jayeew, 2022): batch_size is a fit_generator argument and already small; if the GPU memory is that small, run on the CPU. Issue closed, not disputed. Prose only, weak evidence.",
    ),
    CorpusLog(
        name="ko-nsml-base-image-cuda-too-old-for-tf-1-9-prose",
        source=_GH + "naver/nlp-challenge/issues/38",
        text=r"""CUDA 버전 관련 문의

현재 tensorflow-gpu>=1.9.0 버전 사용을 위해 requirements.txt 에 추가하였으나, 기본 이미지의 낮은 CUDA 버전으로 인해 사용을 못하고 있는 상황입니다. 

1. 기본 이미지외에 naver 측에서 제공하는 도커 이미지가 있을까요? (기존보다 높은 CUDA 버전의 이미지)

2. CUDA 버전 업그레이드를 위해, Custom 도커 이미지 제작 외 권장하는 방법이 있나요?

감사합니다.""",
        expected_cause="cuda-libraries-missing",
        note="Organiser (nsml-admin, 2018) agrees: no other base image; use a Docker Hub image with the newer CUDA installed (the base image's CUDA is too old for tensorflow-gpu 1.9). Prose only; the poster's text itself names the cause; runs in the organiser's Linux containers.",
    ),
    CorpusLog(
        name="ko-nsml-submit-oom-whole-reference-db",
        source=_NAV + "61",
        text=r"""학습은 잘 진행되나, 제출 시 다음과 같은 에러가 발생합니다.

D:\Program Files\nsml_client.windows.amd64.hack>nsml submit CodingAndLifeBalance/ir_ph1/21 49
........
Building docker image. It might take for a while
..........Traceback (most recent call last):
tensorflow.python.framework.errors_impl.ResourceExhaustedError: OOM when allocating tensor with shape[1127,64,224,224] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
         [[{{node block1_conv1/convolution}} = Conv2D[T=DT_FLOAT, data_format="NCHW", dilations=[1, 1, 1, 1], padding="SAME", strides=[1, 1, 1, 1], use_cudnn_on_gpu=true, _device="/job:localhost/replica:0/task:0/device:GPU:0"](block1_conv1/convolution-0-TransposeNHWCToNCHW-LayoutOptimizer, block1_conv1/kernel/read)]]
Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info.

..Error: Fail to get prediction result: CodingAndLifeBalance/ir_ph1/21/49
FATA[2019/01/03 14:12:04.609] Internal server error""",
        expected_cause="gpu-out-of-memory",
        note="Hackathon operator (Hackoperation): at test time infer() gets the whole reference DB at once (only 10 items with -t), so the infer code must be changed; poster had noted '-t 로 submit할 시에는 정상적으로 올라갑니다'. Not disputed (2019). The run is on the organiser's Linux servers.",
    ),
    CorpusLog(
        name="ko-nlp-challenge-test-oom-prose",
        source=_GH + "naver/nlp-challenge/issues/65",
        text=r"""NSML 서버에서 TEST시 OOM 에러

학습 및 dev셋에 대한 성능 측정때는 batch size(32)가 작아 에러가 발생하지 않습니다.
하지만, NSML 서버 상에서 테스트 시,  OOM 에러가 발생합니다.
아마 테스트 데이터 전체가 배치 단위로 들어가 발생하는 OOM 에러라고 생각됩니다.

이 문제에 대해서 어떻게 해결해야 할까요..??""",
        expected_cause="gpu-out-of-memory",
        note="Organiser (nsml-admin): infer() receives 2500 inputs at a time; split them before feeding the model. Not disputed (2018). Prose only, weak evidence.",
    ),
    CorpusLog(
        name="ko-nsml-phase2-submit-oom-prose",
        source=_NAV + "215",
        text=r"""submit 문제 질문입니다.

**Informations**
#### CLI
- **OS (Mac, Windows, Linux, etc) and version**: Windows10
- **client version(please show nsml --version)**: 
Built: 2019-01-23T18:07:25+09:00
Go: go1.11.4
GOARCH: amd64
GOOS: windows
Protocol: 20181214
Revision: 1f6a758e6d9a2c0e5bdc8e439394a9259213cd8a (not-modified)
Preconfigured connection: hack-cli.nsml.navercorp.com

- **전체 실행 명령어**:
nsml submit CatNerve/ir_ph2/20 199

#### WEB
- **Brower (chrome, firfox, etc)**: chrome
- **URL**:

**NSML login ID 가 무엇인가요?**
alice

**문제가 발생한 세션은 어떤건가요? (bug message or screenshot)**
rev 20  
문제 상황 :  submit을 시도 시 oom(out of memory)가 발생하여 error 처리가 됩니다. 

**재현방법은 어떻게 되나요?**
학습을 완료 후 해당 세션을 submit -t를 통해 디버깅을 완료 후 문제가 없어 submit을 시도 하였습니다.

**예상했던 동작방식은 무엇인가요?** submit이 완료되어 스코어가 출력될 것으로 예상됩니다.

**제안하고 싶은 해결방법이 있나요?**

질문 :  run과 submit -t에서 oom 에러가 없었는데 submit시 oom 에러가 발생합니다. 어떠한 이유가 있을 까요? 답변 주시면 감사드리겠습니다.""",
        expected_cause="gpu-out-of-memory",
        note="Organiser (nsml-admin): the phase-2 data is larger, so the inference code from phase 1 runs out of memory and must be changed; not disputed (2019). Poster's text is an issue form in prose (the traceback is only in the organiser's reply).",
    ),
)
