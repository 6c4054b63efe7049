# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-eighteenth set of real threads, gathered apart, from GitHub issues and pull requests (issues corpus) on scientific desktop applications and their plugins that embed TensorFlow: the StarDist plugin for Fiji (stardist/stardist-imagej), the cellfinder plugin for napari (brainglobe/cellfinder-napari), QuPath's documentation of its Deep Java Library GPU set-up (qupath/qupath-docs) and the RunStarDist plugin for CellProfiler (CellProfiler/CellProfiler-plugins).

Broken kinds held: a CPU without AVX that cannot load the TensorFlow 1.14 library Fiji ships
(a DLL initialisation failure), a napari run on a machine without an NVIDIA driver that failed
for a reason of its own (a weights-only file given where a full model was expected; no catalogue
cause, the CUDA lines are a side show), TensorFlow 2.16.1 from a Python without the CUDA wheels
that QuPath's conda set-up picked up ("Cannot dlopen some GPU libraries"), and TensorFlow in one
CellProfiler module keeping the GPU memory so that the next module (Cellpose, PyTorch) ran out of
it and fell back to the CPU. Broken: 4; working runs: none met.

Small set: most threads on these applications already sit in the corpus or were read before
without a confirmation, KNIME, Orange, RapidMiner and Icy keep their TensorFlow questions off
GitHub, and many Fiji and napari threads on a GPU left unused end without an answer (CSBDeep,
N2V and DeepCAD in Fiji; deepImageJ's CUDA questions). Left out although confirmed:
juglab/napari-n2v#30 ("No module named 'tensorflow'" when napari loads the plugin; the year and
the platform are not in the stored copy and no GPU is involved). Left out because the error came
from OpenCV's CUDA back end, not TensorFlow: qupath/qupath#1180. The CellProfiler record is prose
only; its confirmation lies in the pull request that closed the issue.

At first look (the doctor of commit 9cec133) the cause was named in 2 of the 3 broken logs with a
catalogue cause, 1 first (the AVX one; the QuPath log got cuda-libraries-missing before
and-cuda-extra-missing); the CellProfiler post got gpu-out-of-memory, not the memory TensorFlow
kept; the cellfinder log without a catalogue cause got no-nvidia-driver (true of that machine,
but not why the run failed). No working runs.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="stardist-imagej-fiji-tf114-cpu-dll-init-failed-xeon-x5660",
        source=_GH + "stardist/stardist-imagej/issues/2",
        text=r"""Hi guys,
Very nice plugin, I just have some issues with some versions of tensorflow CPU.

If I use the latest CPU version (1.14.0 or so) I have some DLL initialisation issues reported in the shipped Tensorflow management tool, eventhough the dll file is there.
```
[Wed Mar 18 11:45:37 CET 2020] [WARNING] [] Could not load native TF library TF 1.14.0 CPU C:\Users\alice\Documents\fiji-win64\Fiji.app\lib\win64\tensorflow_jni.dll: A dynamic link library (DLL) initialization routine failed
```
However
- Version 1.5.0 works
- Version 1.2.0 just crashes Fiji ><

I have an intel Xeon X5660 on a Win10 machine, do you think it can be related to the age of the CPU ?""",
        expected_cause="cpu-without-avx",
        note="2020. StarDist in Fiji (imagej-tensorflow's TensorFlow manager). Maintainer maweigert: 'Indeed, your old CPU seems to be the culprit. According to https://www.tensorflow.org/install/pip#hardware-requirements all tf version > 1.5 need a CPU with AVX instructions, which your CPU lacks [...] So maybe sticking to 1.5 will do?'; the poster: 'Thanks for the quick reply ! Sure that will do !' and asked for a note in the CSBDeep docs. The TensorFlow library here is the CPU build Fiji downloads, on a Java host, not Python.",
        platform="windows",
    ),
    CorpusLog(
        name="cellfinder-napari-weights-file-passed-as-model-no-nvidia-driver",
        source=_GH + "brainglobe/cellfinder-napari/issues/43",
        text=r"""Full error message:
2022-02-01 14:40:52.444882: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'nvcuda.dll'; dlerror: nvcuda.dll not found
2022-02-01 14:40:52.445553: W tensorflow/stream_executor/cuda/cuda_driver.cc:269] failed call to cuInit: UNKNOWN ERROR (303)
2022-02-01 14:40:52.451176: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:169] retrieving CUDA diagnostic information for host: host
2022-02-01 14:40:52.451850: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:176] hostname: host        
     ----------------------------------------
ValueErrorTraceback (most recent call last)
c:\users\alice\anaconda3\envs\napari-env\lib\site-packages\superqt\utils\_qthreading.py in reraise(e=ValueError('No model config found in the file at D:\\brainglobe-data\\resnet50_tv.h5.'))      
    610
    611         def reraise(e):
--> 612             raise e
        e = ValueError('No model config 
found in the file at D:\\brainglobe-data\\resnet50_tv.h5.')
    613
    614         worker.errored.connect(reraise)

c:\users\alice\anaconda3\envs\napari-env\lib\site-packages\superqt\utils\_qthreading.py in run(self=<napari._qt.qthreading.FunctionWorker object>)
    175                 warnings.filterwarnings("always")
...""",
        expected_cause=None,
        note="2022. cellfinder's napari plugin (TensorFlow/Keras classifier) on a Windows machine without an NVIDIA driver. The log was posted as a quotation (the '> ' marks are left out here) and is cut where the stored copy ends. Maintainer adamltyson: 'Nah, it runs on CPU fine. I think the problem is because you're passing a model weights file as a model. [...] The file you downloaded is just the weights for a 3D ResNet-50 [...] if you leave the model entry blank [...] it should run ok using the pre-trained weights.' Issue closed; the input validation the poster asked for went into a separate issue (#37). Cause: a weights-only .h5 given as the full trained model (no catalogue cause); the missing nvcuda.dll only means the run was on the CPU.",
        platform="windows",
    ),
    CorpusLog(
        name="qupath-docs-tf2161-cannot-dlopen-gpu-libraries-base-python",
        source=_GH + "qupath/qupath-docs/pull/140",
        text=r"""Need to figure out a working environment for tensorflow 12.1 because cudatoolkit is waaaaaay out of date: https://anaconda.org/condaforge/cudatoolkit

Unfortunately I get 

```
2025-03-21 15:49:18.145646: W tensorflow/core/common_runtime/gpu/gpu_device.cc:2251] Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed properly if you would like to use GPU. Follow the guide at https://www.tensorflow.org/install/gpu for how to download and setup the required libraries for your platform.
```

and 

```
15:49:46.843 [richscripteditor-1] [INFO ] q.l.g.scripting.DefaultScriptEditor - TensorFlow:2.16.1, capabilities: [
	MKL,
]
```

with tensorflow in conda.""",
        expected_cause="and-cuda-extra-missing",
        note="2025. A QuPath developer (alanocallaghan) setting up TensorFlow with GPU for QuPath's Deep Java Library extension while rewriting its GPU docs; the second block is QuPath's script editor reporting the engine without CUDA. His own follow-up the same day: 'Actually, the previous conda env didn't have tensorflow installed at all! It was in my base python.' He then gave the recipe for a fresh environment, `pip install tensorflow[and-cuda]==2.16.1`, with commands to verify the CPU and the GPU; the pull request was merged (his check of the new environment is past the stored copy). So the TensorFlow that ran was a base-Python install without the CUDA wheels. The platform is not stated; the TensorFlow 2.16 GPU message and the python3 commands point to Linux.",
        platform="linux",
    ),
    CorpusLog(
        name="cellprofiler-runstardist-keeps-gpu-memory-cellpose-falls-to-cpu",
        source=_GH + "CellProfiler/CellProfiler-plugins/issues/196",
        text=r"""we installed both runcellpose and runstardist plugins to cellprofiler 4.2.5
no problem running either one alone on GPU.

If we create a pipeline with runstardist module before runcellpose, we have GPU out of memory issue and as a result, the next cellpose module will run on CPU instead.

Our GPU memory is approx. 11G. It seems that the startdist module did not free gpu memory after it finishes. 
I'm not sure if this is to do with how cellprofiler calls the run() method in runstardist.py.

could someone please help?
Thank you""",
        expected_cause="memory-growth-disabled",
        note="2023. Prose only. CellProfiler's RunStarDist plugin (StarDist on TensorFlow) followed by RunCellpose (PyTorch) in one pipeline. Confirmed by the fix, pull request CellProfiler/CellProfiler-plugins#205 (mccruz07): 'Potentially resolves the issue#196 stardist plugin does not free gpu memory. Now you can runStardist and runCellpose on the same pipeline. Tested on windows'; it adds a per-worker GPU memory limit for TensorFlow, and maintainer bethac07 summed up: 'releasing memory in tf is way harder than in torch, but Mario's code works on non-Macs'. TensorFlow kept the GPU memory it had taken, so PyTorch in the next module ran out. The poster's platform is not stated (linux is a placeholder).",
        platform="linux",
    ),
)
