# ruff: noqa: E501, E101, W291 - log lines are quoted verbatim (long, trailing spaces, tabs)
"""A two-hundred-and-ninety-seventh set of real threads, gathered apart, from GitHub issues (issues corpus) on recommender projects: NVIDIA-Merlin/NVTabular, NVIDIA-Merlin/HugeCTR, xiangwang1223/neural_graph_collaborative_filtering (NGCF on TensorFlow) and ylongqi/openrec (a TensorFlow recommender library).

Broken kinds held: all four are the GPU running out of memory, each for a different reason the
thread confirmed: another process holding the GPU's memory (OpenRec), a graph model whose
adjacency tensors grow with the number of users (NGCF), an embedding table far larger than one
GPU (HugeCTR's terabyte DLRM), and a notebook that set TF_MEMORY_ALLOCATION to 0.7 (the share
of GPU memory TensorFlow reserves), leaving too little for the rest on a 16 GB GPU (NVTabular).
Working runs: 0. Prose only: 1 (the NVTabular thread).

Small set: the stored copies of most threads on these repositories (tensorflow/recommenders,
tensorflow/ranking, tensorflow/decision-forests, shenweichen/DeepCTR, DeepRec-AI/DeepRec,
NVIDIA-Merlin models/HugeCTR/NVTabular, titu1994/tf-TabNet) hold only the opening post and
early replies, and the threads with a GPU set-up problem (old drivers under the Merlin
containers, PTX version errors from numba, sparse_operation_kit built for other GPUs, GPUs left
idle) end before the cause is confirmed. One more confirmed thread was left out to keep prose-only
records to a third and because the project does not run on TensorFlow: kingfengji/gcForest#15
(2017; 'keras is only used for loading mnist data ... so NO need GPU at all').

At first look (the doctor of commit fc6f546) the cause was named in 3 of the 4 broken logs, all 3
first; the miss is HugeCTR's own 'Runtime error: out of memory ... general_buffer.hpp' line, which
the doctor does not read as the GPU running out of memory. No working runs.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="openrec-bpr-oom-other-process-holds-gpu-memory",
        source=_GH + "ylongqi/openrec/issues/25",
        text=r"""Hi I am trying to run BPR on my test dataset.
max_users are: 326608
max_items are: 458334
I was referring to the tutorial "OpenRec Tutorial #1"
12 Gigs of GPU memory and 64 G RAM.

But while trying to build BPR model with batch size 100 it gives  ResourceExhaustedError.

Here is the part of last stack trace:
```
File "/mnt/data/virtualenv/tensorflow/lib/python3.5/site-packages/tensorflow/python/framework/ops.py", line 3392, in create_op
    op_def=op_def)
  File "/mnt/data/virtualenv/tensorflow/lib/python3.5/site-packages/tensorflow/python/framework/ops.py", line 1718, in __init__
    self._traceback = self._graph._extract_stack()  # pylint: disable=protected-access

ResourceExhaustedError (see above for traceback): OOM when allocating tensor of shape [458334,20] and type float
	 [[Node: item/embedding/Adam/Initializer/zeros = Const[dtype=DT_FLOAT, value=Tensor<type: float shape: [458334,20] values: [0 0 0]...>, _device="/job:localhost/replica:0/task:0/device:GPU:0"]()]]
```

Does this library dosen't yet supports this size of input or I am doing something wrong. Can you please help.""",
        expected_cause="gpu-out-of-memory",
        note="2018. The issue title was 'Getting ResourceExhaustedError'. The poster (akshitj1) found the cause himself the same day and closed the issue: 'really sorry. some process was taking up memory. Currently trying on smaller dataset. Will reopen in case fails on original dataset.' (not reopened). Another process held most of the 12 GB GPU, so creating the Adam slot for the item embedding table failed.",
        platform="linux",
    ),
    CorpusLog(
        name="ngcf-two-million-users-adjacency-oom-v100",
        source=_GH + "xiangwang1223/neural_graph_collaborative_filtering/issues/15",
        text=r"""Hi,  I meet this error use my own dataset(about 2 million users), gpu is NVIDIA® Tesla® V100 32GB 
code: **_temp_embed.append(tf.sparse_tensor_dense_matmul(A_fold_hat[f], ego_embeddings))_**
ResourceExhaustedError (see above for traceback): OOM when allocating tensor with shape[2231226,64] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc
So, something wrong ?  
Thank you  :)""",
        expected_cause="gpu-out-of-memory",
        note="2019. The issue title was 'sparse_tensor_dense_matmul cause ResourceExhaustedError'. The author of NGCF (xiangwang1223): 'The error should be caused by the large scale of users. That is, in NGCF, we need to create an adjacency (or Laplacian) matrix, further converted into a sparse tensor in tf, whose size is equal to (#users+#items)*(#users+#items).' and suggested a larger n_fold. Odd: the poster then reported the opposite setting worked: 'When 'n_fold' = 1 it works well, but 'n_fold' = 10000 it too slow to run.' The model's memory at two million users, on the GPU; OS not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="hugectr-dlrm-terabyte-single-gpu-out-of-memory",
        source=_GH + "NVIDIA-Merlin/HugeCTR/issues/30",
        text=r"""Runtime error: out of memory /mnt/HugeCTR/HugeCTR/include/general_buffer.hpp:64

Hi, when I was trying to run DLRM with terabyte dataset with one GPU, I got a runtime error message like this. My guess is I ran out of my GPU memory. I've also tried to decrease the mini batch size or batchsize_eval but still get this error. Does anyone know how to solve this issue? 

I was running the following command: 
./huge_ctr --train ./dlrm_fp16_64k.json

And the solver in my dlrm_fp16_64k.json looks like this: 
"solver": {
    "lr_policy": "fixed",
    "display": 1000,
    "max_iter":64013,
    "gpu": [0],
    "batchsize": 1024,
    "batchsize_eval": 131072,
    "snapshot": 10000000,
    "snapshot_prefix": "./",
    "eval_interval": 3200,
    "eval_batches": 681,
    "mixed_precision": 1024,
    "eval_metrics": ["AUC:0.8025"]
  }""",
        expected_cause="gpu-out-of-memory",
        note="2020. The first line is the issue title. HugeCTR developer XiaoleiShi-NV: 'HugeCTR will store the embedding table on device memory: the terabyte DLRM will need at least 90+GB, and the size of embedding depends on the vocabulary size, not batch size, so the momory of a single GPU is not big enough.' Not disputed; in 2022 a maintainer (bashimao) pointed to the EmbeddingCache's Cached-PS mode for models larger than device memory. HugeCTR's own C++ trainer (NVIDIA Merlin), not TensorFlow: no TensorFlow lines in the log.",
        platform="linux",
    ),
    CorpusLog(
        name="nvtabular-getting-started-tf-memory-allocation-oom-16gb",
        source=_GH + "NVIDIA-Merlin/NVTabular/issues/1518",
        text=r"""[BUG] getting started `03-Training-with-TF` nb gives OOM on a 16 GB GPU

**Describe the bug**

I am getting OOM issue when I train `03-Training-with-TF` nb on a 16 GB GPU, and this can be problematic for users who are running these notebooks in the cloud with GPU memory sizes.

**Steps/Code to reproduce bug**

Run `03-Training-with-TF` to repro.

I am using `merlin-tensorflow-training:22.04`.""",
        expected_cause="gpu-out-of-memory",
        note='2022. Prose only. The first line is the issue title. The reporter (rnyak, a Merlin developer) wrote in the same post \'I can avoid OOM if I comment out `os.environ["TF_MEMORY_ALLOCATION"] = "0.7"` line.  It works fine then.\' and asked to remove the line (those sentences, which give the fix, and the empty template fields are left out of the text); the fix was merged as NVTabular PR #1527 \'Remove os.environ["TF_MEMORY_ALLOCATION"] from getting-started 03-Training-with-TF nb to avoid OOM\'. The setting made TensorFlow reserve 70% of the GPU\'s memory, leaving too little for the rest of the notebook on a 16 GB GPU.',
        platform="linux",
    ),
)
