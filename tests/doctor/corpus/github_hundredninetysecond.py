# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-ninety-second set of real threads, gathered apart, from GitHub issues (issues corpus) on biology tools built on TensorFlow (protein function and protein language models, single-cell perturbation modelling): flatironinstitute/DeepFRI, agemagician/ProtTrans and theislab/scgen, all new to the corpus.

Broken kinds held: a CPU without AVX under a TensorFlow 2.9 wheel (the poster moved to another
machine), a 35,213-residue protein that does not fit in a Colab GPU's memory, and scGen pulling in
the CPU-only TensorFlow so that nothing ran on the GPU. Working runs: none met.

Small set: most genomics threads on GPU trouble sit on google/deepvariant and nanoporetech/medaka,
which the corpus already holds in number, and the stored copies of the remaining deepvariant,
deepsignal, kipoi, DeepTE, learnMSA, medaka, pVACtools and RoseTTAFold threads end before any
confirmation. Left out to keep prose-only records to a third: WGLab/DeepMod#38 (2020; DeepMod ran
slower on two GPUs than on CPUs; maintainer liuqianhn: 'I do not expect faster run on GPU, and the
reason is simple: the bottleneck here should' ..., the same maintainer in WGLab/DeepMod#51 naming
the storage IO bottleneck), a slurm script and prose without a log.

At first look (the doctor of commit 9c59779) the cause was named in 3 of 3 broken logs, all 3
first (for the prose-only scGen question as the first of five causes the doctor gave).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="deepfri-no-avx-illegal-instruction-tf-2-9-aborted",
        source=_GH + "flatironinstitute/DeepFRI/issues/43",
        text=r"""Hi, 
I have tried many ways to install deepFRI,all have failed. 
First I created a conda environment to have python3.7. Then I installed everything with pip. 
I get `Illegal instruction` when running `python predict.py -h `
and 
`python -m pip show tensorflow`
`WARNING: Package(s) not found: tensorflow`

Then I installed tensorflow v2.9.3
and the error was : 
`python predict.py -h`
`The TensorFlow library was compiled to use AVX instructions, but these aren't available on your machine.
Aborted`

I tried instead tensorflow v1.15.3 or v 2.5 and the error is back to
 `Illegal instruction`

I instead tried making a python environment with python 3.9 and I get similar errors. 
Can you please provide with all the packages in an environment that worked for you and in particular, an appropriate version of tensorflow ?""",
        expected_cause="cpu-without-avx",
        note="2023. Confirmed by the outcome, reported by the poster (lalalagartija) three days later: 'The issue was resolved as I found I machine with a GPU to install it on.' The TensorFlow 2.9.3 line names the cause (no AVX on this CPU); the earlier 'Illegal instruction' from TF 1.15/2.5 is the same crash without the message. The poster credits the GPU of the new machine; what changed for TensorFlow is a CPU with AVX. A later commenter (Rohit-Satyam) installed it another way with mamba. Platform: conda on Linux (the thread does not name the OS).",
        platform="linux",
    ),
    CorpusLog(
        name="prottrans-prot-bert-bfd-35k-residue-oom-colab",
        source=_GH + "agemagician/ProtTrans/issues/25",
        text=r"""I was trying to embed a protein sequence of length 35213 with prot_bert_bfd, but got 'ResourceExhaustedError: OOM when allocating tensor'. I was able to encode sequences with length less than 1000 easily. 
Currently I'm using google colab. Could you please give an estimation of GPU memory requirement to embed a sequence of length 35213? Also is there any alternative way with existing memory state - like segmenting the sequence?""",
        expected_cause="gpu-out-of-memory",
        note="2020. Maintainer agemagician named the cause: 'The only GPU that could be able to embed such length using mixed precision is NVIDIA Quadro RTX 8000 with 48 GB of memory', and offered switching to CPU for the few very long sequences or chunking with ProtXLNet; the poster: 'Thanks a lot for always providing prompt response. I've picked your 3rd option.' (chunking). Only the error's first words are quoted, in prose. Google Colab (Linux).",
        platform="linux",
    ),
    CorpusLog(
        name="scgen-installs-cpu-only-tensorflow-no-gpu",
        source=_GH + "theislab/scgen/issues/22",
        text=r"""Hi, 

Can I wonder if it is possible to use scgen on GPU and if yes - do I need to add any specific parameters for that?

Thanks, 
alice""",
        expected_cause="tensorflow-cpu-only-build",
        note="2020. Prose only. Maintainer M0hammadL: 'scGen by default downloads the CPU version of TensorFlow and does not use GPU. to use GPU, please remove TensorFlow CPU and then install TensorFlow GPU. Please be careful about the version of TF.' The poster (vkedlian): 'Thanks a lot for the explanation - it works for me now with GPU!' (she then asked about low GPU utilisation with small batches). The post gives no log and no environment; the platform is not stated (linux is a placeholder).",
        platform="linux",
    ),
)
