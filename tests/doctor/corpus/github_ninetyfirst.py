# ruff: noqa: E501, W291, W293 - log lines are quoted verbatim (long, some with trailing spaces)
"""A ninety-first set of real threads, gathered apart, from the GitHub trackers of NLP and recommender projects built on TensorFlow (ktrain, bert-as-service, DeepCTR), any year.

Broken kinds held: a CPU-only TensorFlow under ktrain, a driver too old for the CUDA that
TensorFlow >= 2.1 was built with (ktrain on shared V100s), GPUs whose memory another of the
user's services already held (bert-as-service found none free; no catalogue cause), and a
project's requirements pulling plain `tensorflow` in over `tensorflow-gpu` (DeepCTR). Working
runs: 0.

Most leads met for this set (Rasa, DeepPavlov, OpenNMT-tf, TensorFlowTTS, TensorFlowASR, Merlin,
tensor2tensor, Kashgari, transformers' TF side) either showed no resolving turn in the stored
text or were already in the corpus (google-research/language#10 was met again and left out); only
what the stored threads confirm is recorded here. None of the four threads is from 2023 or later.

At first look (the doctor of commit 671c092, before this set was read; one batch with the
eighty-seventh to ninetieth sets) the cause was named in none of the 4 broken logs (one has no
catalogue cause).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="ktrain-ner-bilstm-transformer-no-gpu-use-tf-cpu",
        source=_GH + "amaiya/ktrain/issues/458",
        text=r"""Hello,
I am using Intel and NVIDIA GPU Linux on **NER** custom dataset with **bilstm-transofmer.** 

```
os.environ["CUDA_DEVICE_ORDER"]="PCI_BUS_ID";
os.environ["CUDA_VISIBLE_DEVICES"]="0,1,"; 
model = txt.sequence_tagger('bilstm-transformer', preproc, wv_path_or_url=WV_URL)
learner = ktrain.get_learner(model, train_data=trn, val_data=val, batch_size=128)
learner.fit(0.01, 2, cycle_len=1)
```
Its just after last step at:
`4/4 [==============================] - ETA: 0s - loss: 0.2873 `

Also, during the training there is no memory/GPU consumption as reported by nvidia-smi.

What am I missing? Where can see the logs or enable logs?""",
        expected_cause="tensorflow-cpu-only-build",
        note="2022. Prose with the code and one progress line. The poster answered himself the same day: 'Ignore, I was not using tf-gpu. After that I was able to train the model, where I saw one GPU being utilized'. CUDA_VISIBLE_DEVICES='0,1,' is set but names both GPUs (not the cause).",
        platform="linux",
    ),
    CorpusLog(
        name="ktrain-v100-cuda-driver-10-0-tf-2-1-plus-gpus-idle",
        source=_GH + "amaiya/ktrain/issues/230",
        text=r"""Hi, when i run my python script using following settings, the gpu card 3 and 4 is not fully utilized, and the whole training process is slow.  Is this is normal or i miss someting?

Thank you for any help.

|   3  Tesla V100-PCIE...  On   | 0000:09:00.0     Off |                    0 |
| N/A   33C    P0    37W / 250W |    419MiB / 32510MiB |      0%      Default |
+-------------------------------+----------------------+----------------------+
|   4  Tesla V100-PCIE...  On   | 0000:85:00.0     Off |                    0 |
| N/A   34C    P0    37W / 250W |    419MiB / 32510MiB |      0%      Default |

```python
os.environ["CUDA_VISIBLE_DEVICES"] = '3,4'

max_len = 32
batch_size = 32
# recommended learning rate for Adam 5e-5, 3e-5, 2e-5
learning_rate = 2e-5
```""",
        expected_cause="driver-too-old",
        note="2020. nvidia-smi rows and settings only. The poster found it: 'my cuda driver version is 10.0, which only support tensorflow2.0 and cannot use GPU for ktrain >=0.19.8' (ktrain then needed TF >= 2.1, built for CUDA 10.1), 'The machine I used cann't upgrade cuda recently'; later: 'This GPU issue is totally my fault with wrong running environment, after update to proper tf/ktrain/cuda version, this issue doesn't occur.' The maintainer's reply speaks of 'TF 2.0 and CUDA 10.0', so cuda-libraries-missing (a CUDA 10.0 toolkit) is the other reading; the poster's words ('cuda driver version', a shared server he cannot upgrade) and the 419MiB context on each idle GPU favour the driver.",
        platform="linux",
    ),
    CorpusLog(
        name="bert-as-service-only-0-gpus-available-held-by-other-service",
        source=_GH + "jina-ai/clip-as-service/issues/14",
        text=r"""I am trying to host the service from the server with the BERT model "multilingual_L-12_H-768_A-12"
And, it's not using GPU resources. I have Tesla M60 (8GB) x4. However, am seeing this message.

```
/home/alice/anaconda3/envs/asr/lib/python3.6/site-packages/h5py/__init__.py:36: FutureWarning: Conversion of the second argument of issubdtype from `float` to `np.floating` is deprecated. In future, it will be treated as `np.float64 == np.dtype(float).type`.
  from ._conv import register_converters as _register_converters
usage:
app.py -num_worker=4 -model_dir ../model/multilingual_L-12_H-768_A-12/
parameters: 
      max_batch_size = 256
         max_seq_len = 25
           model_dir = ../model/multilingual_L-12_H-768_A-12/
          num_worker = 4
                port = 5555
W:[server.py:85]:only 0 GPU(s) is available, but ask for 4
```
I have a tensorflow-gpu version installed, it works perfectly fine.

Command line to host the pre-trained BERT model,

`python app.py -num_worker=4 -model_dir ../model/multilingual_L-12_H-768_A-12/`

Another Issue,  i am trying to get the sentence embedding from the model from the client and it's just hanging forever.

```
>>> from service.client import BertClient
>>> 
>>> ec = BertClient()
    
```""",
        expected_cause=None,
        note="2018 (hanxiao/bert-as-service, since renamed). The poster, same day: 'OOPS, my bad, all GPU's were allocated by my other microservice. After, i killed that proces[s]' -- the four GPUs' memory was held by another of his own processes, so bert-as-service, which only takes GPUs with free memory, counted none and fell back to the CPU. No catalogue cause fits exactly (nearest: gpu-out-of-memory, but no allocation failed).",
        platform="linux",
    ),
    CorpusLog(
        name="deepctr-pip-install-pulls-tensorflow-over-tensorflow-gpu",
        source=_GH + "shenweichen/DeepCTR/issues/23",
        text=r"""pip installation now installs tensorflow which overwrites tensorflow-gpu installation. Please remove tensorflow from requirements or allow tensorflow-gpu to be a replacement.""",
        expected_cause="multiple-tensorflow-distributions",
        note="2019. Prose only. The poster's own diagnosis (the TF 1.x era, when `tensorflow` was the CPU build): installing deepctr pulled in `tensorflow` beside `tensorflow-gpu`, overwriting it. The maintainer (shenweichen) accepted it: 'if you have already installed tensorflow-gpu ... You can use `pip install -U deepctr --no-deps` to install it ignoring the requirements'; the poster: 'Thanks, I'll do that'. Platform not stated.",
        platform="linux",
    ),
)
