# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-forty-seventh set of real threads, gathered apart, from GitHub issues (issues corpus) on repositories new to the corpus (kshitizrimal/deepStyle, sql-machine-learning/elasticdl), found with plain words a user would type.

Angle: posts that paste what TensorFlow lists as devices (device_lib.list_local_devices() with only
the CPU, list_physical_devices('GPU') -> [], 'Num GPUs Available: 0', is_gpu_available() False,
gpu_device_name() ''). Broken kinds held: the CPU-only TensorFlow package installed where the GPU
one was wanted (prose, no log). Working runs: 1 (TensorRT libraries missing in a container that
had no GPU and wanted none; the job finished).

Very small set: this angle is near exhaustion outside tensorflow/tensorflow. Of about forty
candidate threads met on other repositories, all but a handful were already in the corpus, and the rest had no confirmation in the stored copy (the stored copy of a
thread is cut off before its resolution more often than not). The one broken record is prose only,
so prose-only records are half of this set, not a third: no confirmed thread with log lines was
found to go beside it. Left out as unconfirmed in the stored copy: rstudio/tensorflow#452,
rstudio/keras3#1466, rojagtap/transformer-abstractive-summarization#11, google-research/fixmatch#38
(fixed by a commenter, not the poster), DeepLabCut/DeepLabCut#91 and #515, dask/dask-jobqueue#379,
NVlabs/sionna#792, rs-station/careless#85 and #182, RasaHQ/rasa#4955 and #11871, StatCan/aaw#821,
microsoft/molecule-generation#18, jupyter/notebook#6886, keras-team/keras#7172 and #19002.

The working run is a `docker run` post (a kind another set gathered), kept because it was
met here and its outcome is plain.

At first look (the doctor of commit 65f94f2) the cause was named in 0 of 1 broken logs, 0 first
(nothing was named for the prose post); the working run was flagged (container-without-gpus: true
of the command, which had no --gpus, but the job wanted no GPU, so a false alarm here).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="deepstyle-cuda-not-enabled-gtx970-cpu-tensorflow-installed",
        source=_GH + "kshitizrimal/deepStyle/issues/2",
        text=r"""Keeps complaining that CUDA is not enabled, however if I try to check with "torch.cuda.is_available()" it says true?

When I run using 
python neural_style.py --content_img 000.jpg --style_imgs starry-night.jpg --device /gpu:0

it says that CUDA is not enabled for my GPU. I have a 970gtx and it works fine on other works. I have even tried to use torch.cuda.is_available() to see if torch recognises CUDA, and it returns with true.

Any ideas?""",
        expected_cause="tensorflow-cpu-only-build",
        note="2020. Prose only (the command line is the only code in the post). The poster confirmed the cause the same day: 'Nvm, fixed by installing the gpu version of tensorflow, for some reason I installed the CPU one.' The project is a neural-style-tf style TensorFlow script (its --device /gpu:0 option); the poster's PyTorch check shows the CUDA stack itself worked. Platform not stated (linux is a placeholder).",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="elasticdl-gen-dataset-container-libnvinfer-missing-job-works",
        source=_GH + "sql-machine-learning/elasticdl/issues/2160",
        text=r"""Following https://github.com/sql-machine-learning/elasticdl/blob/develop/docs/tutorials/elasticdl_local.md, I ran the following command to generate datasets in ReocrdIO format:

```
docker run --rm -it \
  -v $HOME/.keras:/root/.keras \
  -v $PWD:/work \
  -w /work \
  elasticdl/elasticdl:dev bash -c "/scripts/gen_dataset.sh data"
```

The data generation works. However, it prints some weird error messages.

```
Status: Downloaded newer image for elasticdl/elasticdl:dev
2020-07-13 19:17:18.151377: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'libnvinfer.so.6'; dlerror: libnvinfer.so.6: cannot open shared object file: No such file or directory
2020-07-13 19:17:18.151837: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'libnvinfer_plugin.so.6'; dlerror: libnvinfer_plugin.so.6: cannot open shared object file: No such file or directory
2020-07-13 19:17:18.151914: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:30] Cannot dlopen some TensorRT libraries. If you would like to use Nvidia GPU with TensorRT, please make sure the missing libraries mentioned above are installed properly.
...""",
        expected_cause=None,
        harmless=True,
        note="2020. Confirmed harmless by the outcome, in the poster's own words: 'The data generation works. However, it prints some weird error messages.' (wangkuiyi, an elasticdl developer). The container was started without --gpus and the job wanted no GPU; the lines are TensorFlow 2.1's TensorRT (libnvinfer) look-up. The issue is open with no answer in the stored copy; the stored log is cut after the first repetition of these lines (kept here up to that point, then '...').",
        platform="linux",
    ),
)
