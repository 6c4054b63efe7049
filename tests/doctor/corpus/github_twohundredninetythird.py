# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-ninety-third set of real threads, gathered apart, from GitHub issues (issues corpus): tensorflow/tensorflow issues answered by a maintainer or expert with the canonical cause (the release notes' AVX requirement of the prebuilt binaries), and one determined-ai/determined issue answered the same way by its maintainer.

Broken kinds held: a CPU without AVX running the prebuilt TensorFlow binaries (1.6 and later),
seen as "Illegal instruction" / SIGILL at `import tensorflow` (two bare-metal Linux machines,
2018) and as exit code 132 of a training container on a Westmere Xeon (2022). Working runs: 0.

Small set: the tensorflow/tensorflow threads on GPU set-up that were closed as duplicates or
answered with a link to the tested-build table, the install page or a canonical issue are nearly
all in the corpus already; the rest of those the stored copies show end without the poster's
word (stale, or the resolution lies past the stored excerpt). Left out: tensorflow/tensorflow
#47778 (2021; tf-nightly 2.5 crashing Python on a new GPU, "installing the last non-nightly
version (2.4.x) solved the problem", but the opening post is not in the stored copy) and #34561
(2019; the DLL load failure answered with the AVX requirement, the poster moved to Colab; the
opening post is not in the stored copy).

At first look (the doctor of commit 73b0d74) the cause was named in 3 of the 3 broken logs, all
first (the AMD APU's log also drew no-nvidia-driver further down, from its Radeon graphics).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf17-i7-920-no-avx-sigill-import",
        source=_GH + "tensorflow/tensorflow/issues/18275",
        text=r"""I'm getting a `terminated by signal SIGILL (Illegal instruction)` when importing tensorflow.

`less /proc/cpuinfo` yields

```
processor       : 0
vendor_id       : GenuineIntel
cpu family      : 6
model           : 26
model name      : Intel(R) Core(TM) i7 CPU         920  @ 2.67GHz
stepping        : 5
microcode       : 0x11
cpu MHz         : 1598.913
cache size      : 8192 KB
physical id     : 0
siblings        : 8
core id         : 0
cpu cores       : 4
apicid          : 0
initial apicid  : 0
fpu             : yes
fpu_exception   : yes
cpuid level     : 11
wp              : yes
flags           : fpu vme de pse tsc msr pae mce cx8 apic sep mtrr pge mca cmov pat pse36 clflush dts acpi mmx fxsr sse sse2 ss ht tm pbe syscall nx rdtscp lm constant_tsc arch_perfmon pebs bts rep_good nopl xtopology nonstop_tsc cpuid aperfmperf pni dtes64 monitor ds_cpl vmx est tm2 ssse3 cx16 xtpr pdcm sse4_1 sse4_2 popcnt lahf_lm pti retpoline tpr_shadow vnmi flexpriority ept vpid dtherm ida
bugs            : cpu_meltdown spectre_v1 spectre_v2
bogomips        : 5331.70
clflush size    : 64
cache_alignment : 64
address sizes   : 36 bits physical, 48 bits virtual
power management:
```

Is my CPU too old to use tensorflow?""",
        expected_cause="cpu-without-avx",
        note="2018 (TensorFlow 1.6/1.7, the first releases whose binaries need AVX). Answered the same day by yaroslavvb (then on the TensorFlow team): 'I don't see \"avx\" under \"flags\", so yes, that's probably that's the reason. You need tensorflow 1.5 binar[ies]' (the stored reply is cut there); the poster had asked exactly that and did not dispute it. Nehalem i7 920: SSE4.2 but no AVX. No TensorFlow log at all, only the signal and /proc/cpuinfo.",
        platform="linux",
    ),
    CorpusLog(
        name="tf17-amd-a4-3300m-no-avx-illegal-instruction",
        source=_GH + "tensorflow/tensorflow/issues/18322",
        text=r"""Hy everyone!

I have Illegal instruction with tensorflow (v. 1.7) when I just type the import command:

Python 2.7.14 |Anaconda, Inc.| (default, Mar 27 2018, 17:29:31) 
[GCC 7.2.0] on linux2
Type "help", "copyright", "credits" or "license" for more information.
>>> import tensorflow as tf
Illegal instruction ( core dumped creato )

Surface the internet for the solution, I found that I can downgrade at 1.5 but I cannot downgrade at 1.5 because I need new attribute that are located in 1.6 and 1.7. (the attribute is tf.contrib.data.shuffle_and_repeat).

How can I fix the problem?

This is my CPU: AMD A4-3300M APU with Radeon(tm) HD Graphics
It's to old to run tensorflow? Is tensorflow works with new CPU and GPU? My PC is 6-7 years old.""",
        expected_cause="cpu-without-avx",
        note="2018. xysmlx: 'This CPU does not support the AVX instructions. The prebuilt binaries require it. Please install from source.'; maintainer asimshankar: 'Yup, as @xysmlx said : TensorFlow release binaries are now compiled with AVX support. If your CPU does not support that, you'll have to build from source for now.' (pointing to the 1.6 release notes); the poster did not dispute it. The AMD A4-3300M (Llano, K10 cores) has no AVX. The 'core dumped creato' is an Italian locale's 'core dumped'.",
        platform="linux",
    ),
    CorpusLog(
        name="determined-xeon-x5675-no-avx-tf24-image-exit-132",
        source=_GH + "determined-ai/determined/issues/3610",
        text=r"""Hello,

I'm testing determined to check if it suits our needs. First impression is really good as it checks most of our feature requirement.
I deployed a master on one machine, along with an agent. Each attempt to deploy an experiment to this agent fails with:
`Fatal Python error: Illegal instruction`
This server's configuration is:
` cpu0 (Intel(R) Xeon(R) CPU           X5675  @ 3.07GHz x 24 cores)  id=agent system=det-agent-host type=agent`
`Linux host 5.10.0-8-amd64 #1 SMP Debian 5.10.46-4 (2021-08-03) x86_64 GNU/Linux`
When joining my local computer to the cluster, I can run experiments without any issues:
` cpu0 (11th Gen Intel(R) Core(TM) i7-1185G7 @ 3.00GHz x 8 cores)  id=agent system=det-agent-host type=agent`
`Linux host 5.10.16.3-microsoft-standard-WSL2 #1 SMP Fri Apr 2 22:23:49 UTC 2021 x86_64 x86_64 x86_64 GNU/Linux`
I guess the issue comes with the different architecture, I wonder if this is a known issue, if there's anything we can do?

As a side note, I'm using one of the tutorial experiment (`examples  tutorials  mnist_pytorch`)

Here is the full log:
```
[2022-02-11T11:05:32Z] 3628403e || INFO: image already found, skipping pull phase: docker.io/determinedai/environments:py-3.8-pytorch-1.9-lightning-1.3-tf-2.4-cpu-08f9c9b
[2022-02-11T11:05:33Z] 3628403e || INFO: copying files to container: /
...
[2022-02-11T11:05:41Z] 3628403e ||   File "/run/determined/pythonuserbase/lib/python3.8/site-packages/determined/exec/launch.py", line 94 in <module>
[2022-02-11T11:05:41Z] 3628403e ||   File "/opt/conda/lib/python3.8/runpy.py", line 87 in _run_code
[2022-02-11T11:05:41Z] 3628403e ||   File "/opt/conda/lib/python3.8/runpy.py", line 194 in _run_module_as_main
[2022-02-11T11:05:43Z] 3628403e || INFO: container failed with non-zero exit code: container failed with non-zero exit code: 132 (exit code 132)
```""",
        expected_cause="cpu-without-avx",
        note="2022. Maintainer ioga: 'Your server CPU `Intel(R) Xeon(R) CPU X5675` is quite old and doesn't support AVX instruction set. it's Westmere arch from ~2010 ... Default Tensorflow builds require AVX, and so they hit this \"illegal instruction\" error. Your other CPU `Intel(R) Core(TM) i7-1185G7` is recent and so it works fine.' (advising a PyTorch-only image or a TensorFlow built without AVX); the poster had guessed the architecture and did not dispute it. The middle of the log is not in the stored copy (cut with '...'); the environment image carries TensorFlow 2.4 although the tutorial is PyTorch. Host names replaced.",
        platform="linux",
    ),
)
