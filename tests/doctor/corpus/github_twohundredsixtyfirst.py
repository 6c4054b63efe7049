# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-sixty-first set of real threads, gathered apart, from GitHub issues (issues corpus) on hobby and small applications that run TensorFlow (a MapleStory game bot, tanjeffreyz/auto-maple), found with plain words a user would type.

Broken kinds held: cuDNN not installed on Windows, so TensorFlow skipped the GPU and the bot's rune
solver ran on the CPU. Working runs: none met.

Small set: the hobby repositories searched (Rasa and DeepPavlov chatbots, textgenrnn and
gpt-2-simple text generators, stock and crypto bots, game and art projects, board-game AlphaZero
ports) are mostly in the corpus already, and most new threads on them had no confirmation in the
stored text. Two more confirmed threads were left out because they are prose only (a screenshot or
no log at all), to keep prose-only records to a third: tanjeffreyz/auto-maple#58 (2022; the poster:
'I got it to work now, i needed cuda 11.2 instead of 11.6 and cudnn dlls for 11.2') and
openai/roboschool#185 (2019; CUDA 10.1 DLLs renamed for a TensorFlow built for 10.0, the poster:
'yes ... that was it, cuda version 10.1 is just not compatible').

At first look (the doctor of commit 9e2813a) the cause was named in 1 of 1 broken log, first; no
working run to flag.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="auto-maple-gtx970-cudnn64-8-dll-not-found-rune-solver-on-cpu",
        source=_GH + "tanjeffreyz/auto-maple/issues/94",
        text=r"""i cant solve runes because of my gpu

Gtx 970 on a friends computer, installed cuda ( but feels like there are extra steps like having to install cuDNN, visual studio etc ? )
so many things to install for getting cuda to work properly, also no idea how to rebuild tensorflow
at least I guess I'm going to know how to install cuda once I get a nvidia gpu myself  

```
2022-05-29 17:21:48.127489: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'cudnn64_8.dll'; dlerror: cudnn64_8.dll not found
2022-05-29 17:21:48.127593: W tensorflow/core/common_runtime/gpu/gpu_device.cc:1850] Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed properly if you would like to use GPU. Follow the guide at https://www.tensorflow.org/install/gpu for how to download and setup the required libraries for your platform.
Skipping registering GPU devices...
```""",
        expected_cause="cuda-libraries-missing",
        note="2022. The opening line is the issue's (nehcap); the rest and the log are the comment of Nekololizu, who ran the bot on the friend's GTX 970 after contributor ScottBouloutian asked which GPU the bot logged (the stored copy cuts the log after 'Skipping registering GPU devices...'). Confirmation sits in the pull request the same user opened the next day, tanjeffreyz/auto-maple#106 'Cuda install guide': 'I struggled for hours trying to figure out what was wrong when I didn't have cuDNN installed & had no idea where I was supposed to find/place a zlibwapi.dll'. cuDNN was not installed, so TensorFlow skipped the GPU. Issue closed.",
        platform="windows",
    ),
)
