# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-fourth set of real threads, gathered apart, from GitHub issues (issues corpus) on NLP and text applications built on TensorFlow (BrikerMan/Kashgari, alibaba-edu/simple-effective-text-matching, tensorflow/models' research/adversarial_text), found with plain words a user would type.

Broken kinds held: a sequence-labelling model built with cuDNN-only LSTM layers on a GPU and
then loaded on a machine without one (no catalogue cause), a text-matching model running out of
GPU memory at its default batch size, and a sentiment model running out of GPU memory under an
old TensorFlow and an old copy of the model code (no catalogue cause; prose only). Working
runs: 0.

Small set (2018-2020, none from 2022 or later): the threads on these applications that the
searches returned (bert-as-service, google-research/bert, ktrain, Rasa, DeepPavlov, Kashgari,
bert4keras, HanLP, OpenNMT-tf, T5, IndicoDataSolutions/finetune, tensorflow/text, tensorflow/hub)
were nearly all in the corpus already, and most of the rest had no confirmation in the stored
text (their resolution, if any, lies past the stored opening or in a screenshot).
IndicoDataSolutions/finetune#473, jina-ai/clip-as-service#415 and #535, google-research/pegasus#43,
allenai/document-qa#16 and yongzhuo/Keras-TextClassification#46 were left out for that reason.

At first look (the doctor of commit b5d4f26) the cause was named in 1 of the 3 broken logs, first
(the out-of-memory at the default batch size). Of the two with no catalogue cause, the old
adversarial_text run got its consequence, gpu-out-of-memory, and the Kashgari model loaded on a
machine without a GPU got tensorflow-cpu-only-build, and-cuda-extra-missing and
cuda-libraries-missing (that machine had no GPU by intent). No working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="kashgari-bilstm-crf-cudnnrnnv2-model-loaded-without-gpu",
        source=_GH + "BrikerMan/Kashgari/issues/302",
        text=r"""I trained BiLSTM_CRF_Model on GPU (colab) and save it. I possible to load this model on device without GPU?
I have an error on loading:
`No OpKernel was registered to support Op 'CudnnRNNV2' used by node layer_blstm/forward_cu_dnnlstm_1/CudnnRNNV2`""",
        expected_cause="model-needs-gpu",
        note="2019. Maintainer BrikerMan: 'Update to the latest version `kashgari==1.0.0` and set `kashgari.config.use_cudnn_cell = False` (False is the default value). Then you can predict on CPU.'; the poster: 'Thanks. It works. I just had to re-train the model with this setting'. The model had been built with cuDNN-only LSTM layers (CuDNNLSTM, op CudnnRNNV2, which has a GPU kernel only) and was loaded on a machine without a GPU: no catalogue cause at first look (the reverse of an op without a GPU kernel); labelled model-needs-gpu (2026-11-28), the entry since made for it. The thread does not name the platform of the machine without a GPU (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="text-matching-quora-oom-gtx1080ti-default-batch-512",
        source=_GH + "alibaba-edu/simple-effective-text-matching/issues/8",
        text=r"""Hi all, 

I ran into an OOM error while trying to train the model, on a 1-GPU workstation (GTX 1080TI). A snip of the error log can be seen below. Has anyone been successful in training this model with similar hardware?
Thanks in advance!

``` 
ResourceExhaustedError (see above for traceback): OOM when allocating tensor with shape[512,98,200] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
         [[Node: block-1/align/sub_1/mul_5 = Mul[T=DT_FLOAT, _device="/job:localhost/replica:0/task:0/device:GPU:0"](block-1/align/sub_1/mul_2, block-1/align/sub_1/add_1)]]
Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info.

         [[Node: stack_8/_159 = _Recv[client_terminated=false, recv_device="/job:localhost/replica:0/task:0/device:CPU:0", send_device="/job:localhost/replica:0/task:0/device:GPU:0", send_device_incarnation=1, tensor_name="edge_6954_stack_8", tensor_type=DT_FLOAT, _device="/job:localhost/replica:0/task:0/device:CPU:0"]()]]
Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info.
```""",
        expected_cause="gpu-out-of-memory",
        note="2020. The poster edited the post: 'Edit: Decreasing batch size to 64 (default was 512) fixed this issue.' (the edit is left out of the text). The platform is not named in the thread (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="adversarial-text-titan-x-oom-old-tf12-code",
        source=_GH + "tensorflow/models/issues/3865",
        text=r"""I try to run the model for sentiment classification task with adversarial perturbation from (https://github.com/tensorflow/models/tree/master/research/adversarial_text)

In the code, computational time is explained as 1.8 hours or 4 hours on a single GPU (Pascal Titan X, cuDNNv5)
When I try to learn the model with the code, I got ResourceExhaustedError (Out of Memory) on a single GPU (Pascal Titan X, 12G memory)

How much memory does the program need?

If the parameters are changed, the program would work...
But, I don't hope to change the parameters (e.g. batch size)...

is it possible to run the code on a single GPU (Pascal Titan X, 12G memory)?""",
        expected_cause=None,
        consequences=frozenset({"gpu-out-of-memory"}),
        note="2018. Prose only. The poster found the cause the next day: 'I figure out that the code works on Pascal Titan X. My problem was the version of the tensorflow and \"adversarial_text\" for 1.2v. I updated tensorflow to 1.5v and used the new version of \"adversarial_text\". My problem was disappeared.'; robieta (tensorflow/models): 'Lovely. Thanks for the update.' An old TensorFlow with an old copy of the model code ran out of GPU memory where the current ones fit: no catalogue cause (the out-of-memory is the consequence). The platform is not named (linux is a placeholder).",
        platform="linux",
    ),
)
