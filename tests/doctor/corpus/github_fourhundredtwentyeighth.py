# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-twentyeighth set of real threads: TensorFlow- and PyTorch-based scientific tools on NVIDIA GPUs (2021-2023), from GitHub issues on talmolab/sleap, MouseLand/cellpose, ml-struct-bio/cryodrgn, google/deepvariant and Illumina/SpliceAI.

Broken kinds held: an Ampere GPU (RTX 3080) newer than SLEAP's TensorFlow 2.3 / CUDA 10.1
build, macOS with no CUDA (Cellpose, twice: a GUI that shows no GPU, and the 'TORCH CUDA
version not installed/working' line on a Mac), a CPU-only TensorFlow from bioconda under
SpliceAI, a 6 GB GPU too small for DeepVariant's call_variants model, and two PyTorch
installs left without a usable CUDA build (Cellpose after the pytorch channel moved to 1.11,
cryoDRGN's conda pytorch installed on a GPU-less head node: framework-cpu-only-build).
All broken: 7; working runs: 0. Prose dominates: most of these first posts have no log, and
two (DeepVariant, SpliceAI) are questions that the maintainers answered with the cause.

Left out: most threads opened on this angle had no confirmation in the stored text (the
stored copy is the opening of the thread, and the answer lies past it) or their cause was
not a GPU-setup one. Examples: sleap#1806 (libcudnn_cnn_infer.so.8), sleap#395
(CUDNN_STATUS_ALLOC_FAILED), sleap#598 (Quadro K620 'no kernel image'), sleap#364 (NVS 310,
compute capability 2.1), sleap#2628 (Quadro P2200 under sleap 1.5's PyTorch), sleap#1182
(OOM on a 4070 Ti), deepvariant#358 and #321, CSBDeep_fiji#33 (driver insufficient in Fiji),
N2V_fiji#18, n2v#108 (only another user confirmed the maintainer's recipe), DeepLabCut#944,
#1146, #1119, #1148 (RTX 30-series on TF 1.x/2.x, resolutions not in the stored copy),
DeepLabCut#1487 (the same poster's follow-up #1502 shows the 'CUDA/TF mismatch' of the title
did not end it), bpnet#8 (fixed only by another user), SpliceAI#158 (open, unconfirmed).
chrombpnet#95 was met but is already held.

At first look (the doctor of commit b726e33) the cause was named in none of the 7 broken logs;
there is no working run in the set. After the changes of the same day, 1 of 7.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="sleap-rtx-3080-needs-tensorflow-2-4-cuda-11",
        source=_GH + "talmolab/sleap/issues/454",
        text=r"""Hi
This is just a placeholder for an enhancement to have sleap work on RTX 3080 cards.  For a variety of reasons, RTX 3080 seem to be compatible only with tensorflow 2.4+ (and the link below suggests 2.5+ only as well).

https://github.com/tensorflow/tensorflow/issues/43701

I am happy to help test this.
Cat""",
        expected_cause="compute-capability-unsupported",
        note="2021. Maintainer talmo: 'the problem right now with updating to TF 2.4 are the CUDA dependencies (cudatoolkit=11.0 and cudnn=8.0.2)' (SLEAP then shipped TF 2.3 on CUDA 10.1, which predates the RTX 30 series, compute capability 8.6). The poster (catubc) later: 'I confirm that the docker file updated for BottomUp ID works with RTX 3080', a Dockerfile built FROM nvcr.io/nvidia/tensorflow:20.11-tf2-py3 (a CUDA 11 TensorFlow); another user got an RTX 3090 going by switching to TF 2.2.2. Issue closed. Prose only, no log. Platform: the poster's notes are for Ubuntu.",
        platform="linux",
    ),
    CorpusLog(
        name="cellpose-macos-gui-shows-no-gpu",
        source=_GH + "MouseLand/cellpose/issues/366",
        text=r"""Dear All, 
I was successfully installing  and using cellpose before update on 7th of  November.   GPU have not been  opened and worked with my computer even though I follow each steps of installation.  I use  MacOS Big Sur, and visual studio code. 

Here are installation steps that I follow in my terminal of visual studio code  
1- conda create --name cellpose python=3.8
2- conda activate cellpose
3-python -m pip install cellpose[all]  or python -m pip install 'cellpose[all]'
4- python -m pip install cellpose --upgrade
5-  python -m cellpose, 

GPU does not appear in my screen. 

Could you please help me about this situation ? 

best regards,
Sertan""",
        expected_cause="macos-no-cuda",
        note="2021. Maintainer kevinjohncutler: 'I think only Nvidia GPUs are supported through pytorch, and no modern Nividia GPUs will work in macOS (no driver support)... Most likely you will only be able to use CPU on macOS'; the poster: 'My problem was solved ! cellpose works'. Closed. Cellpose runs on PyTorch; prose only.",
        platform="macos",
    ),
    CorpusLog(
        name="cellpose-mac-torch-cuda-version-not-installed-message",
        source=_GH + "MouseLand/cellpose/issues/809",
        text=r"""Im running cell pose locally on my Mac laptop (CPU) and I've followed the instructions listed on the Github page (i.e. installed Anaconda, created the python 3.8 environment, installed cell pose and the GUI on the zsh server, upgraded cell pose and then started the GUI by running  python -m cellpose. I can load my image, and can run it through (albeit slowly). However, after analyzing one image or so, I start getting the message in the terminal window - TORCH CUDA version not installed/working. Since I'm running this on the CPU, why am I getting this message? Does it matter or can I ignore it? I am unsure if this message is causing Cellpose to not work on subsequent images as the processing of the image by the software seems to no longer work/finish? Any help or insight would be great.

thanks,
Dabn""",
        expected_cause="macos-no-cuda",
        note="2023. Maintainer mrariden: 'That message is displayed on all systems and indicates if GPU acceleration is enabled. Since your Mac doesn't have it, the message says it's not enabled. Cellpose will operate as normally in CPU only mode. You can ignore it.' Closed. The poster's second worry (later images not finishing) was not taken up in the stored copy. Cellpose runs on PyTorch.",
        platform="macos",
    ),
    CorpusLog(
        name="cellpose-windows-pytorch-channel-1-11-no-cuda-10-2-build",
        source=_GH + "MouseLand/cellpose/issues/481",
        text=r"""Hi,
It seems Cellpose is not working anymore with Windows 10. I think it's because CUDA 10 is not compatible with Windows 10 anymore and Cellpose works with CUDA 10 only. I am not sure of this hypothesis. Would you have an explanation?
I haven't been able to use Cellpose for more than one week now.""",
        expected_cause="framework-cpu-only-build",
        note="A CPU-only PyTorch build (framework-cpu-only-build). 2022. The cause was a PyTorch install without a working CUDA build. User simonlsp: 'The problem results from the update in pytorch channel. Pytorch's stable version has been updated to 1.11.0, which needs cuda 11.3', so the documented 'conda install pytorch cudatoolkit=10.2 -c pytorch' no longer gave a CUDA-enabled PyTorch; fix: 'conda create -n cellpose pytorch=1.8.2 cudatoolkit=10.2 -c pytorch-lts'. Maintainer carsen-stringer: 'thanks @simonlsp let me know if this solution doesn't work, closing the issue and adding to docs'. The poster did not reply in the stored copy. Prose only.",
        platform="windows",
    ),
    CorpusLog(
        name="cryodrgn-conda-pytorch-on-gpu-less-head-node-use-cuda-false",
        source=_GH + "ml-struct-bio/cryodrgn/issues/125",
        text=r"""I had a problem where, if I ran ```quicktest.sh```, cryoDRGN would report:
```
2022-07-29 17:21:57     Use cuda False
2022-07-29 17:21:57     WARNING: No GPUs detected
```
None of the fixes I found online worked, so I wanted to share my solution.  I don't believe this has anything to do with cryoDRGN, instead it's pytorch that has the problem.  I ran the installation on the head node of a cluster. While the head node has cudatoolkit installed, it does not actually have a GPU.  (The compute nodes have GPU's).  I'm not sure if that was the reason pytorch decided there were no GPU's, even when run on a compute node.""",
        expected_cause="framework-cpu-only-build",
        note="A CPU-only PyTorch build (framework-cpu-only-build). 2022. The cause was a CPU-only PyTorch build (conda's 'pytorch', installed on a cluster head node without a GPU). The poster (mcahn) in the same post: 'To fix this I uninstalled pytorch and friends ... and then instead of pytorch I installed pytorch-gpu' ('conda install pytorch-gpu torchvision torchaudio cudatoolkit=11.6 -c pytorch -c conda-forge'); RHEL 8.5, cryoDRGN 1.1.0, Python 3.9.13. Maintainer zhonge: 'Thank you Matthew!'. Closed. Text cut before the fix.",
        platform="linux",
    ),
    CorpusLog(
        name="deepvariant-call-variants-rtx-a2000-6gb-too-small",
        source=_GH + "google/deepvariant/issues/759",
        text=r"""Per: https://github.com/google/deepvariant/blob/r1.6/docs/FAQ.md#how-much-gpu-memory-is-needed-for-the-keras-models

16GB. In our test, we observe the model occupying 16GB GPU memory.

I have a GPU NVIDIA RTX A2000 with 6GB memory, is there a way I can use it to do the call variants step with no problems?""",
        expected_cause="gpu-out-of-memory",
        note="2023. Maintainer pichuan: 'To load the Keras model with GPU, you'll need enough memory... for the current version, I don't think there is a lower-memory solution.' Maintainer kishwarshafin: 'Unfortunately, 6GB is too low.' Closed by pichuan. Weak as a log: a question with no run; the cause (the GPU's memory is too small for DeepVariant 1.6's call_variants model) is stated by two maintainers.",
        platform="linux",
    ),
    CorpusLog(
        name="spliceai-bioconda-tensorflow-cpu-how-to-use-gpu",
        source=_GH + "Illumina/SpliceAI/issues/78",
        text=r"""I am super curious as a naive user how I can leverage a GPU to speed up this process.  Is there a command line option I need to specify to use the GPU, or do I have to build SpliceAI differently? Is there a specific requirement for the type of GPU, or one you'd recommend?

Related to https://github.com/Illumina/SpliceAI/issues/20

I am installing via bioconda, so do I need to build manually due to `tensorflow-gpu` isn't installed via bioconda? https://github.com/bioconda/bioconda-recipes/blob/master/recipes/spliceai/meta.yaml""",
        expected_cause="tensorflow-cpu-only-build",
        note="2021. Maintainer kishorejaganathan: 'Once the GPU is properly setup (unrelated to SpliceAI), the only thing you have to do differently to run SpliceAI on GPUs is to install tensorflow-gpu instead of tensorflow. We tried to package them inside SpliceAI but tensorflow did not like that'. Closed. The bioconda recipe pulls the conda 'tensorflow' (a CPU build there at the time). Prose question, no log; the last two paragraphs are the poster's own follow-up comments before the answer. Platform not stated (linux is a placeholder).",
        platform="linux",
    ),
)
