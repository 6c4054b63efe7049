# ruff: noqa: E501 - lines are quoted verbatim (long)
"""A three-hundred-and-first set of real threads, gathered apart: Stack Overflow questions (stackoverflow.com) on TensorFlow and GPU memory, with the cause confirmed on the page.

Broken kinds held: TensorFlow mapping nearly the whole GPU memory of a shared server at start
(memory growth off). Working runs: 1 (a run that worked while nvidia-smi kept showing the GPU
memory as taken after each model).

Small set, both from 2015-2016 and both prose only (neither question quotes a log): few stored
question-and-answer pages on TensorFlow and NVIDIA GPUs could be found, and most pages were
tutorials, vendor guides or mirrors of Stack Overflow without the asker's confirmation.
Left out: mirrors of Stack Overflow questions whose stored copy shows answers but no word from
the asker (an answerer's "updating the Nvidia driver ... fixed the problem for me" on
e-learn.cn, a cuDNN-optional question on newbe.dev), and a copy of a Stack Overflow question on 1280 bytes of
GPU memory never given back (no answer stored).

At first look (the doctor of commit dc0c0eb) the cause was named in 0 of 1 broken logs, 0 first
(nothing named: the question has no log lines); the working run was flagged (it was given
tensorflow-cpu-only-build, cuda-libraries-missing, windows-native-no-gpu, and-cuda-extra-missing,
macos-no-cuda and memory-growth-disabled).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="so-shared-titan-x-server-tensorflow-takes-all-12gb",
        source="https://stackoverflow.com/questions/34199233/how-to-prevent-tensorflow-from-allocating-the-totality-of-a-gpu-memory",
        text=r"""I work in an environment in which computational resources are shared, i.e., we have a few server machines equipped with a few Nvidia Titan X GPUs each.

For small to moderate size models, the 12GB of the Titan X are usually enough for 2-3 people to run training concurrently on the same GPU. If the models are small enough that a single model does not take full advantage of all the computational units of the Titan X, this can actually result in a speedup compared with running one training process after the other. Even in cases where the concurrent access to the GPU does slow down the individual training time, it is still nice to have the flexibility of having several users running things on the GPUs at once.

The problem with TensorFlow is that, by default, it allocates the full amount of available memory on the GPU when it is launched. Even for a small 2-layer Neural Network, I see that the 12 GB of the Titan X are used up.

Is there a way to make TensorFlow only allocate, say, 4GB of GPU memory, if one knows that that amount is enough for a given model?""",
        expected_cause="memory-growth-disabled",
        note="2015 (Stack Overflow). Prose only. The first answer on the page (its author's name is not in the stored copy) confirms the default and gives the fix: tf.GPUOptions(per_process_gpu_memory_fraction=0.333) passed in tf.ConfigProto(gpu_options=...), 'a hard upper bound on the amount of GPU memory that will be used by the process'. The first comment under it, in the stored copy without its author's name (by its wording the asker's), thanks for it: 'Thank you very much. This info is quite hidden in the current doc. I would never have found it by myself'. OS not stated (linux is a placeholder; shared servers).",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="so-three-checkpoints-nvidia-smi-memory-never-freed",
        source="https://stackoverflow.com/questions/39758094/clearing-tensorflow-gpu-memory-after-model-execution",
        text=r"""I've trained 3 models and am now running code that loads each of the 3 checkpoints in sequence and runs predictions using them. I'm using the GPU.

When the first model is loaded it pre-allocates the entire GPU memory (which I want for working through the first batch of data). But it doesn't unload memory when it's finished. When the second model is loaded, using both tf.reset_default_graph() and with tf.Graph().as_default() the GPU memory still is fully consumed from the first model, and the second model is then starved of memory.

Is there a way to resolve this, other than using Python subprocesses or multiprocessing to work around the problem (the only solution I've found on via google searches)?

I wish, I do use with ... sess: and have also tried sess.close(). GPU memory doesn't get cleared, and clearing the default graph and rebuilding it certainly doesn't appear to work. That is, even if I put 10 sec pause in between models I don't see memory on the GPU clear with nvidia-smi. That doesn't necessarily mean that tensorflow isn't handling things properly behind the scenes and just keeping its allocation of memory constant. But I'm having troubles validating that line of reasoning.""",
        expected_cause=None,
        harmless=True,
        note="2016 (Stack Overflow). Prose only (the last paragraph is the asker's comment). Yaroslav Bulatov: 'nvidia-smi doesn't correctly report amount of memory available to TensorFlow. When TensorFlow computation releases memory, it will still show up as reserved to outside tools, but this memory is available to other computations in tensorflow'. The asker confirmed: '@YaroslavBulatov I've done more testing and confirmed that tensorflow is performing as expected on the 2nd and 3rd models after simply resetting the default graph. If you post that as an answer I'll accept [it]' (the stored copy ends there). The models ran on the GPU; the memory shown as taken was TensorFlow's own pool, reused. OS not stated (linux is a placeholder).",
        platform="linux",
    ),
)
