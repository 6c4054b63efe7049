# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-sixty-ninth set of real threads, gathered apart, from GitHub issues (issues corpus) on medical-imaging and microscopy tools built on TensorFlow (NifTK/NiftyNet, rsanchezgarc/deepEMhancer), where the tool failed on the NVIDIA GPU.

Broken kinds held: a pip TensorFlow release on which NiftyNet's 3D network died with 'GPU->CPU
Memcpy failed' on an RTX 2080 Ti until the poster changed the TensorFlow version, and a
deepEMhancer run killed after its noise-detection step that the poster fixed by choosing another
SBGrid build of the program (he wrote that it was not a memory problem, although the maintainer
had read 'Killed' as running out of RAM). Neither cause has a catalogue ID. Working runs: 0.

Small set (2019-2021): most threads on these tools (StarDist, CSBDeep and N2V in Fiji, DeepLabCut,
deepcell-tf, crYOLO, cryoCARE, NiftyNet, DeepCAD) sat on threads already in the corpus or had no
confirmation in the stored text (their resolution, if any, lies past the stored part). Left out
although confirmed: CSBDeep/CSBDeep_fiji#22 (2018; a CSBDeep developer reports that the plugin's
TensorFlow 1.6.0 cannot use the installed cuDNN 7.2, but the stored copy of his paste ends before
the cuDNN line, and his own words name the cause).

At first look (the doctor of commit 5a1a71f) the cause was named in 0 of the 2 broken logs, 0
first (neither cause has a catalogue ID, so both count as misses); the doctor named no cause
for either, so neither drew a wrong one (the 'Killed' line was not read as the host running out
of memory). There was no working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="niftynet-2080ti-gpu-cpu-memcpy-failed-pip-tensorflow-version",
        source=_GH + "NifTK/NiftyNet/issues/445",
        text=r"""I'm trying to use  3D network by using GPU (2080 Ti), however i got following error.

GPU->CPU Memcpy failed 

2019-10-01 11:06:06.793519: I tensorflow/stream_executor/stream.cc:5011] [stream=00000256E1A01E70,impl=00000256E5F61A70] did not memcpy device-to-host; source: 0000000B11880D00
2019-10-01 11:06:06.791243: F tensorflow/core/common_runtime/gpu/gpu_util.cc:292] GPU->CPU Memcpy failed

even with spatial window (8,8,8) by batch size=1.

is there any idea how to fix this?""",
        expected_cause=None,
        note="2019. Title: 'GPU->CPU Memcpy failed (pip version of tensorflow)'. The poster, IsaacLord, the next day: 'Just change the Tensorflow Version!'; maintainer wyli: 'probably https://github.com/NifTK/NiftyNet/blob/dev/requirements-gpu.txt#L6 needs to be revised due to some recent changes in tensorflow's pip package'. The TensorFlow release NiftyNet's requirements pulled in failed on this GPU; which version the poster moved to is not said in the thread. No catalogue cause (not an out-of-memory: it failed with an 8x8x8 window and batch size 1). Platform from the poster's issue #447 opened the next day ('I'm using windows 10'), not from this thread. A later commenter (talmazov, tensorflow-gpu 1.13.2, RTX 2060) still had the error; his case is NifTK/NiftyNet#436.",
        platform="windows",
    ),
    CorpusLog(
        name="deepemhancer-sbgrid-build-killed-after-radial-noise-step",
        source=_GH + "rsanchezgarc/deepEMhancer/issues/14",
        text=r"""I'm guessing that this file has too much noise for DeepEMhancer?

$ deepemhancer -i cryosparc_P5_J223_007_volume_map_sharp.mrc -o J223_deepemhanced.mrc
updating environment to select gpu: [0]
Using TensorFlow backend.
loading model /home/alice/.local/share/deepEMhancerModels/production_checkpoints/deepEMhancer_tightTarget.hd5 ... DONE!
Automatic radial noise detected beyond 37.0 % of volume side
Killed""",
        expected_cause=None,
        note="2021. Title: 'radial noise >37.0% killed'. Maintainer rsanchezgarc: 'When you get the \"Killed\" message, it is generally caused by getting out of RAM memory.' The poster, sojoberry, answered: 'The issue was with the install of DeepEMhancer through SBGrid. It was fixed by using: export DEEPEMHANCER_X=20210511. It wasn't to do with memory even though that's what the error message said.' A faulty build of the program in the SBGrid software collection; another build ran. No catalogue cause; a doctor that reads 'Killed' as the host running out of memory follows the maintainer's first guess, which the poster's fix ruled out.",
        platform="linux",
    ),
)
