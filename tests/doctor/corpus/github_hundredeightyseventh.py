# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-eighty-seventh set of real threads, gathered apart, from GitHub issues (issues corpus) on animal-pose and behaviour tools built on TensorFlow (DeepLabCut/DeepLabCut, talmolab/sleap, umyelab/LabGym), found with plain words a user would type.

Broken kinds held: a tensorflow-gpu built for CUDA 10.0 on a workstation that had only CUDA 9.0
(libcublas.so.10.0 missing at import), SLEAP's own GPU memory query failing on Windows because
`nvidia-smi` could not be run (no catalogue cause), and a LabGym step that uses the CPU only by
design, taken for a GPU that is not used (no catalogue cause). Working runs: none met.

Small set: these repositories are well represented in the corpus already, and most of the new
threads the searches returned had no confirmation in the stored text (a maintainer's guess or a
question left unanswered, or the resolution past the stored opening: CUDNN_STATUS_INTERNAL_ERROR
and CUDNN_STATUS_ALLOC_FAILED threads on DeepLabCut and SLEAP, RTX 30xx threads with TensorFlow 1.x,
Docker threads, LabGym GPU threads). One more confirmed thread, prose only, was left out to keep
prose-only records to a third: DeepLabCut/DeepLabCut#567 (2020; a laptop with Intel UHD Graphics
630 only, 'The short answer is no (due to TensorFlow)' from AlexEMG). Only the LabGym and SLEAP
threads are from 2022 or later.

At first look (the doctor of commit 8967b78) the cause was named in 1 of the 3 broken logs, first
(the libcublas one); the two records without a catalogue cause count as misses by design. For
the SLEAP log the doctor reported nothing; for the LabGym post it reported no finding either,
only conditional candidates (CPU-only build, missing CUDA libraries, native Windows, missing
[and-cuda] extra, macOS), none of them a false alarm. No working run was met.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="deeplabcut-libcublas-10-0-missing-on-cuda9-workstation",
        source=_GH + "DeepLabCut/DeepLabCut/issues/300",
        text=r"""I am in linux + conda

1.  I chose the 'import from cloned directory option' and that gave me a weird libculbas.so.10.0 error
`ImportError: libcublas.so.10.0: cannot open shared object file: No such file or directory
`""",
        expected_cause="cuda-libraries-missing",
        note="2019. From the poster's (catubc) comment in the thread 'Installation Error'; the opening post is not in the stored copy. The poster confirmed the cause and the fix in the same comment: 'So that seemed to be related to an assumption that I have cuda toolkit 10 (which I don't on this workstation; and not sure it would work with older GPU). So downgraded tensorflow-gpu to 1.12 to work with cudatoolkit 9.0 (NVIDIA 384.xx) and after manually installing all the missing packages, I was able to import deeplabcut'. The tensorflow-gpu the clone pulled in was built for CUDA 10.0; only CUDA 9.0 was installed. The explanation and the fix are left out of the text.",
        platform="linux",
    ),
    CorpusLog(
        name="sleap-windows-training-nvidia-smi-query-filenotfound",
        source=_GH + "talmolab/sleap/issues/949",
        text=r"""Note: I am a very new user to SLEAP and to Python more generally. I want to use SLEAP to analyze some video files I take of sea slug locomotion. I was running through the tutorial and everything was going well until I tried to run training on my video. I wanted to use the single animal mode, as I am only looking at the activity of 1 animal, but every time I ran the model, it returned the following error:

FileNotFoundError: [WinError 2] The system cannot find the file specified
Run Path: E:/alice's Doctoral Education/Doctoral Research/Aged Aplysia Videos/Juveniles/Aug2222\models\220912_133904.single_instance.n=22

I didn't see anything about initializing the file for the model in the tutorial, so I was very confused. Is there something really simple that I've simply missed? I'd appreciate any help folks can provide.""",
        expected_cause=None,
        note="2022. The text is the discussion post (talmolab/sleap discussion 946) that maintainer talmo quoted when he opened the issue 'Training on some systems fails due to GPU memory query': 'It seems that #911 introduces an error on some systems that can't query `nvidia-smi`.' SLEAP's GPU auto-selection ran nvidia-smi to read free GPU memory, and on that Windows machine nvidia-smi could not be run, so training stopped with WinError 2. A SLEAP bug: no catalogue cause. The thread does not say whether the machine had an NVIDIA GPU.",
        platform="windows",
    ),
    CorpusLog(
        name="labgym-generate-dataset-cpu-only-by-design",
        source=_GH + "umyelab/LabGym/issues/7",
        text=r"""Hi,
I was wondering which functional units of LabGym utilise the GPU with TensorFlow. My machine has a Nvidia GTX 1650 Super, but the generate dataset stage only uses my CPU and RAM, and as a result this process takes many hours to process a single video. 

I'm assuming that this is an error, and that all stages of the LabGym pipeline should be utilising my GPU. I was wondering if you might know of a way to troubleshoot this issue – versions of TensorFlow and CUDA are installed on this machine, since DeepLabCut (pose-estimation software (http://www.mackenziemathislab.org/deeplabcut)) is able to use my GPU correctly.

Thanks! :)""",
        expected_cause=None,
        note="2022. Prose only. Maintainer yujiahu415: 'the 'Generate dataset' functional unit is the only one that doesn't utilize the GPU among all 4 functional units', followed by tips to make that step faster (downsizing the frames); the poster did not dispute it in the stored copy (issue closed). The GPU set-up was fine: the step runs on the CPU by design. No catalogue cause. The thread does not name the platform (linux is a placeholder).",
        platform="linux",
    ),
)
