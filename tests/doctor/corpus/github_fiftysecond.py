# ruff: noqa: E501, W291, E101 - log lines are quoted verbatim (long, trailing spaces, tabs)
"""A fifty-second set of real threads, gathered apart: GitHub issues written in Chinese (or by
Chinese-speaking users) on the trackers of NLP, recommender and speech code on TensorFlow/Keras,
any year (22 of 24 from 2017-2022).

Also threads written in English by Chinese-speaking users on the trackers of Chinese NLP
projects and of NLP, speech, recommender and neural-signal code (Chinese XLNet, BERT NER,
NMT, knowledge-graph embedding, relation extraction, Kur speech, recommenders).

Broken set-ups: GPU memory exhausted by a model too large for the card, by a batch size
left too high, or by another program or a workmate's job holding the memory (BERT, XLNet,
ALBERT, NMT and speech training on 4-16 GB cards); TensorFlow reserving nearly all GPU
memory at start (RoFormer-Sim, BERT NER, OpenKE); a Docker build container started without
``--gpus all`` (DeepRec); the CPU and GPU TensorFlow packages installed side by side; an
install that expects the removed ``tensorflow-gpu`` package; a TF 1.x cuDNN RNN build
against the wrong CUDA on Windows; a hard-coded ``CUDA_VISIBLE_DEVICES="1"`` on a one-GPU
machine; an RTX 3090 running a CUDA 9/10 TensorFlow 1.x build; and a recommender image that
ships its own NVIDIA driver files, which clash with the container toolkit's mounts.

Working run: a BERT fine-tuning job that looked stuck but was training without printing.

At first look (the doctor of commit c51c5e9, before this set was read) the cause was named in
11 of the 23 broken logs, each first; the working run was not flagged; one broken log was given
an error not its cause (the RTX 3090 on a CUDA 10 build read as missing CUDA libraries).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="deeprec-docker-build-without-gpus-all-zh",
        source=_GH + "DeepRec-AI/DeepRec/issues/937",
        text=r"""一开始用的是release版镜像，会有指令core，目测是发布的版本和本机器cpu指令集有不兼容的地方。所以自己编译一版，有一些小问题。

我是在docker容器内编译的，宿主机的cuda是12.0，容器是不是也要装一套一样的cuda+cudnn？""",
        expected_cause="container-without-gpus",
        harmless=False,
        note="Written in Chinese (2023); the error itself was a screenshot, so the text is prose only (weak evidence). A maintainer: '看起来是容器内没有把device 挂进来' (the device was not mounted into the container); the poster confirmed: '确实是因为docker run没有带上--gpus all'.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-nmt-mongolian-chinese-output-projection-oom",
        source=_GH + "tensorflow/nmt/issues/303",
        text=r"""Hi,
I use the following command for model training.
python -m nmt.nmt --src=mn --tgt=zh --vocab_prefix=nmt/tmp/nmt_data/vocab --
train_prefix=nmt/tmp/nmt_data/train.mn-zh --dev_prefix=nmt/tmp/nmt_data/dev.mn-zh --
test_prefix=nmt/tmp/nmt_data/test --out_dir=nmt/tmp/nmt_model --num_train_steps=1200 --
steps_per_stats=100 --num_layers=2 --num_units=128 --batch_size=128 --dropout=0.2 --
metrics=bleu

However, the output error message：
ResourceExhaustedError (see above for traceback): OOM when allocating tensor with shape
[6272,30000] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator 
GPU_0_bfc [[Node: dynamic_seq2seq/decoder/output_projection/Tensordot/MatMul = MatMul
[T=DT_FLOAT, _class=["loc:@gradi...d/MatMul_1"], transpose_a=false, transpose_b=false, 
_device="/job:localhost/replica:0/task:0/device:GPU:0"]
(dynamic_seq2seq/decoder/output_projection/Tensordot/Reshape, 
dynamic_seq2seq/decoder/output_projection/kernel/read)]]
Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info.

Looking forward to your advice or answers.
Best regards,

yapingzhao""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="A Chinese-speaking poster training Mongolian-to-Chinese NMT (2018, English text). A commenter: 'It seems that you did not have enough memory on your GPU. Try to increase the memory for your job.'; the poster replied 'Thank you very much!'. OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="chinese-xlnet-2080ti-classifier-oom-11gb-too-small",
        source=_GH + "ymcui/Chinese-XLNet/issues/38",
        text=r"""THX a lot for the excellect work! When I try to do a text classification task, I got an error message:
_2019-11-09 11:49:17.220991: W tensorflow/core/framework/op_kernel.cc:1401] OP_REQUIRES failed at training_ops.cc:2816 : Resource exhausted: OOM when allocating tensor with shape[3072,768] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc_
So I want to know if there is a chance for 2080ti to run XLNET? 
Setting train_batch_size=1 and max_seq_length=100 do not work!
THX again!""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="Chinese XLNet tracker (2019, English text). The maintainer: try XLNet-base if XLNet-mid does not fit, 'If XLNet-base still cannot fit into your GPU, then it would be not possible to use these models'; the poster concluded: 'it seems that 11GB is too small to run XLNET'. OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="xlnet-extension-oom-gpu-memory-held-by-other-program",
        source=_GH + "stevezheng23/xlnet_extension_tf/issues/40",
        text=r"""I got OOM error when running with conll2003 dataset using my 12G memory GPU. How could I solve this problem? 
`ResourceExhaustedError (see above for traceback): OOM when allocating tensor of shape [32000,768] and type float
	 [[node model/transformer/word_embedding/lookup_table/Adam/Initializer/zeros (defined at xlnet/model_utils.py:164)  = Const[dtype=DT_FLOAT, value=Tensor<type: float shape: [32000,768] values: [0 0 0...]...>, _device="/job:localhost/replica:0/task:0/device:GPU:0"]()]`""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="English text by a Chinese-speaking poster on an XLNet NLP extension (TF 1.x, 2019). The poster's own fix: 'I make a mistake. The gpu memory is occupied by other program when running.'; the maintainer: 'Great to know problem is resolved'. OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="bert-bilstm-crf-ner-three-titan-xp-oom-batch-too-large",
        source=_GH + "macanv/BERT-BiLSTM-CRF-NER/issues/323",
        text=r"""i use 3 titan xp with 11.75G memory each, but OOM happens
so it needs 24G at least?

and i have changed the batchsize to 32, max_length 128""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="Chinese BERT NER tracker (2020, English prose only; the second paragraph is the poster's own follow-up). The maintainer: 'You should further reduce the batch size config'; closed, undisputed. Weak evidence: prose only, OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="bert4doc-pretraining-960m-oom-even-batch-one",
        source=_GH + "xuyige/BERT4doc-Classification/issues/13",
        text=r"""Hi, thanks for your great work.
While running run_pretraining.py, I kept getting OOM for any size of the matrix.
I already reduce the batch size to 1 but didn't help.
I'm using 960M, TensorFlow-gpu1.10, Cuda toolkit 9.0 
I'm wondering what version of TensorFlow are you using? Any thoughts on this issue? 
Thanks in advance.""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="BERT further-pretraining code by a Chinese group (2021, English prose). A commenter: '960M has very limited VRAM, that could cause your issue'; the maintainer agreed: '960M may have very limited memory ... please reduce your max sequence length or improve your GPU'. Undisputed; prose only, OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="kur-deepspeech-quadro-m2000-4gb-gpu-oom",
        source=_GH + "deepgram/kur/issues/14",
        text=r"""DeepSpeech model
I use a Quadro M2000 4G GPU, tf failed the trainning for out of GPU memory
thanks a lot""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="Speech-recognition training with Kur on its TensorFlow backend (2017), a Chinese-speaking poster, English prose only. The maintainer: reduce the batch size from 16 to 8 or the max input duration, OOM depends on the audio lengths per batch; the poster: 'I deploy on another machine and it works'. Weak evidence; OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="handwriting-bci-cudnn-rnn-build-error-wrong-cuda-windows",
        source=_GH + "fwillett/handwritingBCI/issues/2",
        text=r"""  File "D:/SIAT/DATA/handwritingBCI-main/charSeqRNN.py", line 826, in cudnnGraphSingleLayer
    rnn_cudnn.build(inputSize)
  File "D:\Software\Anaconda\envs\py36\lib\site-packages\tensorflow_core\python\keras\layers\recurrent.py", line 529, in build
    self.input_spec[0] = get_input_spec(input_shape)
  File "D:\Software\Anaconda\envs\py36\lib\site-packages\tensorflow_core\python\keras\layers\recurrent.py", line 508, in get_input_spec
    input_spec_shape[time_step_index] = None
IndexError: list assignment index out of range

when I excute this code(charSeqRNN.py),I got the bug.how can I sovle this problem,thx !!!""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="Neural-signal-to-text RNN (CudnnLSTM, TF 1.15 GPU) run by a Chinese poster (SIAT) on Windows, 2021. The maintainer guessed a TensorFlow version other than v1.15 GPU; the poster: 'thanks a lot ! I was using the wrong CUDA'. Weak: which CUDA was wrong is not said and the traceback shows no library line; labelled as CUDA libraries not matching the build.",
        platform="windows",
    ),
    CorpusLog(
        name="pycorrector-seq2seq-attention-own-data-gpu-out-of-memory-zh",
        source=_GH + "shibing624/pycorrector/issues/156",
        text=r"""我用pycorrector自带的数据能训练seq2seq_attention模型，但换成我自己的数据就报错说GPU资源不够：

![image](https://user-images.githubusercontent.com/1179764/88729551-0a7ad180-d0e9-11ea-90ab-8abc0df71e33.png)

我看了下，pycorrector自带的训练数据有9762个，而我自己的数据有23万个，请问这种情况下怎么用GPU训练呢？我的GPU内存为24G。

另外，请问pycorrector能用多个GPU进行训练吗？我尝试把config.py里的gpu_id改成"0,1,2,3"，但是没用。""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="Chinese spelling-correction toolkit, TF 2 seq2seq (2020); the error itself is a screenshot, so the text is prose (weak). A collaborator: '我怀疑是Embedding层太大导致的OOM' (the embedding layer is too large, OOM) and only one gpu_id is supported; the poster thanked and moved to OpenNMT-tf. OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="recommenders-gpu-extra-installs-cpu-tensorflow-not-tensorflow-gpu",
        source=_GH + "recommenders-team/recommenders/issues/1927",
        text=r"""When I use the `pip install recommenders[examples,gpu]` ,I can not get the tensorflow-gpu . On the contrary, I obtained the CPU version of TensorFlow. Also, i have run `conda install -c conda-forge cudatoolkit=11.2 cudnn=8.1'.
If you know where I went wrong, could you tell me what to do? thank you.""",
        expected_cause="tensorflow-gpu-package-removed",
        harmless=False,
        note="Recommender library (2023), Chinese-speaking poster, prose only. The maintainer: 'you shouldn't get tensorflow-gpu, this is the old pypi package, you should get `tensorflow`', then make sure the CUDA and cuDNN libraries are linked (try TF 2.7); undisputed. Weak: whether the GPU then worked is not said.",
        platform="linux",
    ),
    CorpusLog(
        name="google-language-runs-on-cpu-tf-cpu-and-gpu-both-installed",
        source=_GH + "google-research/language/issues/10",
        text=r"""I'm trying to use your code to train the model. However, when I run it, the program defaults to CPU instead of GPU. I only have GPU, but I don't know how to modify it. Could you please give me some advices?""",
        expected_cause="multiple-tensorflow-distributions",
        harmless=False,
        note="NLP research code on TF 1.x (2019), a Chinese-speaking poster, prose only. The poster's own finding: 'I have downloaded two versions of TF before, one is CPU-Version and one is GPU-Version. This led to some problems with the program that it doesn't run on GPU' (the 'training running on CPU' line itself being only the non-TPU notice). OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="bert-chinese-pretraining-oom-first-gpu-busy-with-other-job",
        source=_GH + "google-research/bert/issues/236",
        text=r"""Hi,Thanks for your work!
I have 1.3 billion words.I divide the data into 20 shares. My create_pretraining_data.py script param is on the below 
```
python create_pretraining_data.py --input_file=./corpus_all_0.txt             
--output_file=./pre_train/pre_train.tfrecord0 --vocab_file=./chinese_L-12_H-768_A-12/vocab.txt         
--max_seq_length=256
```
My run_pretraining.py  script param is 
```
python run_pretraining.py \
  --input_file=./pre_train/data/pre_train.tfrecord* \
  --output_dir=./pre_train/checkpoint \
  --do_train=True \
  --do_eval=True \
  --bert_config_file=./chinese_L-12_H-768_A-12/bert_config.json \
  --init_checkpoint=./chinese_L-12_H-768_A-12/bert_model.ckpt \
  --train_batch_size=10 \
  --max_seq_length=256 \
  --max_predictions_per_seq=20 \
  --num_train_steps=540000 \
  --num_warmup_steps=10 \
  --learning_rate=2e-5
```
My machine has 4 Titan X GPU (12GB RAM)，and machine's RAM has 25G available.
I tried train_batch_size smaller, but it did't work.Still has OOM error.""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="Chinese BERT further pre-training by a Chinese-speaking poster (2018). The poster's own fix: 'Problem solved! I used one GPU ... CUDA_VISIBLE_DEVICES=3 ... My first GPU is running other code, So OOM happened.' The paste has no log lines, only the commands and prose.",
        platform="linux",
    ),
    CorpusLog(
        name="openke-transe-tf-takes-30gib-whatever-the-graph-size",
        source=_GH + "thunlp/OpenKE/issues/201",
        text=r"""When using TransE to train model on GPU, I found that one small knowledge graph(9810, 6, 132489) consums approximately 30GiB of memory, which is about the same with the memory consumption training a larger knowledge graph(2455389, 14085, 6841723). Is the memory consumption non-relavent with the size of KGs in certain ranges? (Tuple stands for (sizeof(entity), sizeof(relation), sizeof(training edges)))

Besides(more of a tensorflow question), is there a way to train on different GPUs asynchronously? Currently I've try to assign GPUs by settting tf.deveices() and CUDA_VISIBLE_DEVICES but failed.""",
        expected_cause="memory-growth-disabled",
        harmless=False,
        note="Knowledge-graph embedding toolkit from Tsinghua, TensorFlow version (2019), Chinese-speaking poster, prose only. The poster's own fix: 'I solve this problem by adding tf.ConfigProto(allow_soft_placement=True) when creating session. Then it will allocate GPU memory dynamically' - i.e. TensorFlow had reserved the whole GPU at start. OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="text-classification-tf-oom-gpu0-held-by-workmates-process",
        source=_GH + "dongjun-Lee/text-classification-models-tf/issues/4",
        text=r"""find a error when train the att_rnn model

Machine: 4 * Tesla P100-PCIE-16GB, memory: 256G

`
ResourceExhaustedError (see above for traceback): OOM when allocating tensor of shape [563354,256] and type float
	 [[Node: embeddings/Adam/Initializer/zeros = Const[dtype=DT_FLOAT, value=Tensor<type: float shape: [563354,256] values: [0 0 0]...>, _device="/job:localhost/replica:0/task:0/device:GPU:0"]()]]
`""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="Text-classification models in TF (2018), Chinese-speaking poster. The maintainer: 'I guess another task was running on your GPU:0'; the poster first denied it, then confirmed: 'my workmate load data into memory but not start training, so I can't find job in ps list.' OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="reside-relation-extraction-riedel-nyt-gpu-oom",
        source=_GH + "malllabiisc/RESIDE/issues/18",
        text=r"""Hi, I was trying to run the model with the RiedelNYT dataset. When it processes around 4500 sentences, the program gets killed. I have installed all required libraries with correct versions mentioned in the requirement file and the program works with the GIDS dataset successfully. I am just confused about the error. Could you please give any help? The error is shown as follow:
2019-03-22 00:36:38.872704: I tensorflow/core/common_runtime/bfc_allocator.cc:660] Stats: 
Limit:                  5915344896
InUse:                  5914959872
MaxInUse:               5914960384
NumAllocs:                 1698569
MaxAllocSize:            167650304

2019-03-22 00:36:38.872817: W tensorflow/core/common_runtime/bfc_allocator.cc:275] ****************************************************************************************************
2019-03-22 00:36:38.872831: W tensorflow/core/framework/op_kernel.cc:1273] OP_REQUIRES failed at matmul_op.cc:478 : Resource exhausted: OOM when allocating tensor with shape[2607,192] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
...""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="Distantly supervised relation extraction in TF 1.x (2019), Chinese-speaking poster; the paste is cut where the stored excerpt ends. The maintainer: 'It is out of memory error of GPU. Can you try with reduced batch size and dimensions?'; the poster thanked and went to try it (undisputed, weak).",
        platform="linux",
    ),
    CorpusLog(
        name="albert-zh-xlarge-pretraining-large-batch-oom-zh",
        source=_GH + "brightmart/albert_zh/issues/77",
        text=r"""文档里提到 预训练xlarge 的时候 需要把batch 调的比较大， 否则效果会差， 现在用我们自己的数据在xslarge 模型基础上进行预训练的时候， batch 调大会导致OOM。 请问下这个要怎么解决呢""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="Chinese ALBERT (TF 1.x) tracker, 2019, prose only (weak). The maintainer: '没有一定要很大哦。可以根据实际的资源情况调整batch size的' (the batch need not be that large; size it to the memory you have); undisputed. OS and GPU not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="roformer-sim-v100-16gb-almost-full-tf-default-prealloc-zh",
        source=_GH + "ZhuiyiTechnology/roformer-sim/issues/10",
        text=r"""在16G V100上运行，占用内存接近16个G。是模型本身这么大吗？还是为啥呢""",
        expected_cause="memory-growth-disabled",
        harmless=False,
        note="Chinese RoFormer-Sim (bert4keras/TF) tracker, 2021, prose only. The maintainer (bojone): 'tf自动占满所有显存，不管模型多大。这是tf默认设置，跟keras、bert4keras无关' (TF grabs all GPU memory by default, whatever the model size). The run itself worked.",
        platform="linux",
    ),
    CorpusLog(
        name="bert-bilstm-crf-ner-24gb-card-23gb-taken-whatever-data-zh",
        source=_GH + "macanv/BERT-BiLSTM-CRF-NER/issues/390",
        text=r"""不管数据量有多大，显存本身24000MB 多 占用了23000MB多(并且这个数量不变)，请问这是怎么回事啊？
用了各种方式都不管用：1、tf.data.TFRecordDataset.cache()，2、tf.data.TFRecordDataset.shard，3、把tf_record 分成多份读取，4、epoch 和batch_size 分别改成 1和16，
最后只能用  session_config.gpu_options.per_process_gpu_memory_fraction
 @macanv    求大佬指点！""",
        expected_cause="memory-growth-disabled",
        harmless=False,
        note="Chinese BERT NER tracker (2021), prose only (title: '显存几乎沾满，利用率却很低'). The poster's own finding in the post: only limiting per_process_gpu_memory_fraction changed the fixed ~23 GB, i.e. TensorFlow reserving the card at start; no maintainer reply, so weak.",
        platform="linux",
    ),
    CorpusLog(
        name="casrel-hardcoded-cuda-visible-devices-1-on-one-gpu-box",
        source=_GH + "weizhepei/CasRel/issues/28",
        text=r"""os.environ["CUDA_VISIBLE_DEVICES"] = "1" kernel version seems to match DSO: 410.129.0""",
        expected_cause="cuda-visible-devices-hides-gpus",
        harmless=False,
        note='Chinese relation-extraction code on Keras/TF (2020); the text is the issue title only, because the body already states the fix (comment the line out or set it to "0"). The maintainer confirmed: \'For those who have only one GPU device, this line should be changed to os.environ["CUDA_VISIBLE_DEVICES"] = "0"\'. Very weak evidence: one log fragment.',
        platform="linux",
    ),
    CorpusLog(
        name="asrt-speech-gtx1070-8gb-too-small-to-train-zh",
        source=_GH + "nl8590687/ASRT_SpeechRecognition/issues/190",
        text=r"""8G显存的1070不能训练吗？报错OOM""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="Chinese speech-recognition code on Keras/TF (2020). The text is the issue title only (no log in the thread text). The maintainer answered '最低需要11GB显存，8GB显存不够' (at least 11 GB of GPU memory is needed) and the poster accepted it. Weak evidence, prose only; the operating system is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="asrt-speech-test-in-docker-1050ti-4gb-cuda-out-of-memory-zh",
        source=_GH + "nl8590687/ASRT_SpeechRecognition/issues/147",
        text=r"""请问，1050ti的4g能跑起来嘛，或者说是否有改动的地方可以减少下内存占用？一般来讲只是测试应该是不会超出内存的。是我打开方式错误嘛。在docker 上运行python3 test_mspeech.py，输出网络结构之后就报错了。
Check failed: err == cudaSuccess || err == cudaErrorInvalidValue Unexpected CUDA error: out of memory""",
        expected_cause="gpu-out-of-memory",
        harmless=False,
        note="Chinese speech-recognition code on Keras/TF in Docker (2019). The poster said it was solved by lowering the GPU memory share in the test script ('可以在测试文件中调整GPU 占用率'); the maintainer added that a 4 GB card will not do ('4GB显存不要想了，用不成'). One log line plus prose.",
        platform="linux",
    ),
    CorpusLog(
        name="chinese-medical-bert-re-rtx3090-cublas-execution-failed-cuda10-zh",
        source=_GH
        + "genggui001/fine_tuning_bert_for_joint_entity_and_relation_extraction_in_chinese_medical_text/issues/3",
        text=r"""failed to run cuBLAS routine cublasGemmBatchedEx: CUBLAS_STATUS_EXECUTION_FAILED
到模型训练环节，报这个错误。我搜了一下，有说显卡内存不足的，有说是tf版本和cuda不匹配的.我用的rtx3090显卡，网络上说不支持cuda10以下版本，我还有其它的办法可以跑通代码吗？""",
        expected_cause="compute-capability-unsupported",
        harmless=False,
        note="Chinese medical relation-extraction BERT code on TF 1.x (2023; the repo's environment.yml pins tensorflow-gpu 1.12 with CUDA 9.2); the first line is the issue title. The poster, who suspected the RTX 3090 cannot run the CUDA 10 build, closed it with '已解决，换了张显卡' (solved by switching to another card). Weak: the cause is implied by the fix, and no one else confirmed it; prose plus one log line; the operating system is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="xdl-recsys-image-ships-nvidia-smi-k8s-hook-file-exists-zh",
        source=_GH + "alibaba/x-deeplearning/issues/31",
        text=r"""Error: failed to start container "kml-dtmachine-520": Error response from daemon: OCI runtime create failed: container_linux.go:348: starting container process caused "process_linux.go:402: container init caused \"process_linux.go:385: running prestart hook 0 caused \\\"error running hook: exit status 1, stdout: , stderr: exec command: [/usr/bin/nvidia-container-cli --load-kmods configure --ldconfig=@/sbin/ldconfig --device=GPU-73b2a28a-071f-dfe9-b5a4-8a648de3fdc4 --utility --pid=26740 /media/disk1/docker/overlay/c287354d7e8e0d349d8aa3eb92f7cecae7145b1ec19fbc42ec57c2ba9d8b7830/merged]\\\\nnvidia-container-cli: mount error: file creation failed: /media/disk1/docker/overlay/c287354d7e8e0d349d8aa3eb92f7cecae7145b1ec19fbc42ec57c2ba9d8b7830/merged/usr/bin/nvidia-smi: file exists\\\\n\\\"\"": unknown

我在物理上手动起没问题，通过k8s 调度起有问题

k8s v1.11 
nvidia-docker 396.44""",
        expected_cause=None,
        harmless=False,
        note="Alibaba's XDL recommender framework (TF 1.12 GPU image, 2018). The poster solved it: the xdl:ubuntu-gpu-tf1.12 image carries its own NVIDIA driver packages (issue #116 on the same tracker reports the same), so the container toolkit cannot mount the host's nvidia-smi when NVIDIA_VISIBLE_DEVICES is set; running 'apt -y remove nvidia-*' inside the image fixed it. No catalogue ID fits (a driver bundled inside the image clashing with the toolkit's mounts).",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="chinese-bert-finetune-seems-stuck-but-is-training-silently-zh",
        source=_GH + "maksna/bert-fine-tuning-for-chinese-multiclass-classification/issues/1",
        text=r"""如图所示，开始不久就停止在这里了，我怀疑是版本不匹配，我这边是 tensorflow-gpu 1.9.0""",
        expected_cause=None,
        harmless=True,
        note="Chinese BERT fine-tuning code on TF 1.x (2018); the poster's log is a screenshot, so the text is prose only. The maintainer replied 'The model may be training, you can see the model output and log files in this directory', and another user confirmed '模型在训练，但是没有打印输出' (it is training, it just prints nothing). Weak evidence: the poster did not reply; the operating system is not stated.",
        platform="linux",
    ),
)
