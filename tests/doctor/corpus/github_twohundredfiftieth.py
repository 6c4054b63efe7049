# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-fiftieth set of real threads, gathered apart, from GitHub issues (issues corpus) on two repositories new to the corpus (tym-b/implicit-slam, hunglc007/tensorflow-yolov4-tflite), on rs-station/careless and on tensorflow/tensorflow: threads where the user's own (or the application's own) use of TensorFlow's GPU configuration was the cause (2019-2022).

Broken kinds held: tf.config.set_logical_device_configuration run a second time in a notebook
whose GPU was already initialized ("Virtual devices cannot be modified after being initialized"),
a training script that imported the model code (which touches the GPU) before calling
set_memory_growth ("Physical devices cannot be modified after being initialized"), a program that
turned memory growth on for one GPU of a multi-GPU node ("Memory growth cannot differ between GPU
devices"), all three with no catalogue cause; and TF 1.x eager execution, which has no Session, so
the Session's allow_growth never applied and TensorFlow reserved all GPU memory
(memory-growth-disabled). Working runs: none met.

Small set: most threads on these errors were pull requests whose description gives the fix,
threads whose stored copy ends before any confirmation, or threads where the error sits in a later
comment rather than in the opening post. Confirmed threads
left out: qurator-spk/eynollah#99 (2023; "Memory growth cannot differ between GPU devices", fixed by
the merged #100) because its opening post already names the cause and the fix, and
tensorflow/tensorflow#16753 (2018; a device_lib.list_local_devices() call before the Session made
TensorFlow ignore the virtual-device GPUOptions, a maintainer: "if you remove the
list_local_devices() call it should work") and tensorflow/tensorflow#35083 (2019; virtual devices
on several GPUs, the poster: "Need to configure **all** GPUs the same") to keep prose-only records
to a third (their stored opening posts hold code, not log lines).

At first look (the doctor of commit 7be764e) the cause was named in 1 of the 4 broken logs, 1
first (the three with no catalogue cause count as misses by design; the doctor reported nothing
for them). No working run.

Three of them (a notebook cell re-run, an import that starts the GPU before memory growth is set,
memory growth set for some GPUs only) are labelled gpu-config-refused since the catalogue has
that cause.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="implicit-slam-notebook-cell-rerun-virtual-devices-cannot-be-modified",
        source=_GH + "tym-b/implicit-slam/issues/5",
        text=r"""Hello, tymoteuszb,
Thanks for your great work of IMAP implement. However, I meet the problem when i running the code below

physical_devices = tf.config.list_physical_devices('GPU')
tf.config.set_logical_device_configuration(physical_devices[0],
    [tf.config.LogicalDeviceConfiguration(memory_limit=6144, experimental_priority=-1),
     tf.config.LogicalDeviceConfiguration(memory_limit=6144, experimental_priority=0)])
tf.config.list_logical_devices()

Report that 
Virtual devices cannot be modified after being initialized.

I wonder if you meet the same problem before. It's soooooo confusing!
Bset wish, alice""",
        expected_cause="gpu-config-refused",
        note="2022. The maintainer (tym-b): 'I believe you should run this cell only once in notebook's lifetime. Maybe you could add a simple check on the number of logical devices and only run this if it's needed, i.e. after restart.' The poster: 'Wow! I restart the cell and it does workkkk! Thanks for your reply.' The notebook cell that splits the GPU into two logical devices was run again after TensorFlow had initialized the GPU: the user's own GPU configuration. Platform not given (a Jupyter notebook); linux assumed. Labelled gpu-config-refused since the catalogue has that cause (None at first look).",
        platform="linux",
    ),
    CorpusLog(
        name="yolov4-tflite-train-import-before-set-memory-growth-physical-devices",
        source=_GH + "hunglc007/tensorflow-yolov4-tflite/issues/171",
        text=r"""when i run  python train.py
RuntimeError: Physical devices cannot be modified after being initialized""",
        expected_cause="gpu-config-refused",
        note="2020. Confirmed by other users of the same script, not by the poster: ryuzou 'I had the same issue and it could be solved by importing the yolov4 after the set_memory_growth method of tensorflow' (moving `from core.yolov4 import ...` below the set_memory_growth call in train.py), 'Or alternatively, comment out the set_memory_growth method'; Manoj-M-97: 'The first way worked for me. Thanks'; Tracy-git: 'i use his method ,solve this proble[m]'. The script's own order: the GPU was initialized before tf.config.experimental.set_memory_growth was called. Labelled gpu-config-refused since the catalogue has that cause (None at first look).",
        platform="linux",
    ),
    CorpusLog(
        name="careless-multi-gpu-node-memory-growth-cannot-differ",
        source=_GH + "rs-station/careless/issues/37",
        text=r"""On a node with multiple GPUs allocated, I get `ValueError: Memory growth cannot differ between GPU devices`. This can be bypassed by allocating only a single GPU, but a solution for specifying device ID would be useful.""",
        expected_cause="gpu-config-refused",
        note="2022. The maintainer (kmdalton) asked the poster to run with the `--disable-memory-growth` flag; the poster (kiwhite): 'Setting `--disable-memory-growth` works. Alternatively, `CUDA_VISIBLE_DEVICES=0 careless ...` can be used to explicitly run on device 0.' The maintainer then added a `--gpu-id` argument and a snippet that keeps one GPU visible before memory growth is set. The program turned memory growth on for some of the node's GPUs only, which TensorFlow refuses. Prose with the error line quoted inline. Labelled gpu-config-refused since the catalogue has that cause (None at first look).",
        platform="linux",
    ),
    CorpusLog(
        name="eager-nmt-notebook-allow-growth-session-config-ignored",
        source=_GH + "tensorflow/tensorflow/issues/26777",
        text=r"""This is a generic question.   I am working locally from a copy of [a Colab notebook](https://colab.research.google.com/github/tensorflow/tensorflow/blob/master/tensorflow/contrib/eager/python/examples/nmt_with_attention/nmt_with_attention.ipynb), which uses eager execution.

I notice that the notebook allocates all of the memory on my GPU right away.  So I can track what commands use what memory, I would like it to not do that.  According to [this StackOverflow article:](https://stackoverflow.com/questions/34199233/how-to-prevent-tensorflow-from-allocating-the-totality-of-a-gpu-memory) I should do this in the code before it grabs all the memory:

```
config = tf.ConfigProto()
config.gpu_options.allow_growth=True
sess = tf.Session(config=config)
```

However, I notice that with eager execution, there is no Session.

So question/bug/feature request: How do I allow growth with eager execution?""",
        expected_cause="memory-growth-disabled",
        note="2019. Mean-Street answered that tf.enable_eager_execution takes the same config as a Session ('config.gpu_options.allow_growth = True' then 'tf.enable_eager_execution(config=config)'); the poster: 'Thanks, that answers my question!' TensorFlow's default of reserving nearly all GPU memory, left on because the ConfigProto was given to a Session that eager mode never uses. Prose and code only, no log lines. Platform not given; linux assumed.",
        platform="linux",
    ),
)
