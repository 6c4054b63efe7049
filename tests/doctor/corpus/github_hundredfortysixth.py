# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-forty-sixth set of real threads, gathered apart, from GitHub issues (issues corpus) on repositories new to the corpus or nearly so (RasaHQ/rasa_core, TheFoundryVisionmongers/nuke-ML-server, patlevin/tfjs-to-tf, photoprism/photoprism, IBM/MAX-Audio-Classifier, MycroftAI/mimic2, julianpoy/RecipeSage-selfhost, deepchem/deepchem, dso-org/deep-symbolic-optimization, conda-forge/tensorflow-feedstock, Unity-Technologies/ml-agents, rstudio/tensorflow, serizba/cppflow), posts that paste a failing `import tensorflow` (or the start of a program that imports it).

Broken kinds held: a CPU (or an emulator / virtual machine) without the instructions the
TensorFlow build needs (AVX on old CPUs, FMA in VirtualBox, AVX under Rosetta on an Apple M1),
shown as "Illegal instruction (core dumped)", "illegal hardware instruction" or the
cpu_feature_guard abort (7 records); a Docker image whose CUDA 10.1 libraries do not match the
CUDA 11.0 TensorFlow 2.4 asks for; protobuf 4 breaking the import of TensorFlow 1.14; a glibc
older than the TensorFlow binaries need (no catalogue cause); the Microsoft Visual C++
redistributable missing on Windows. Working runs: 2 (the CPU instruction-set notice, asked
about and confirmed harmless).

The generic searches returned tensorflow/tensorflow threads (skipped, gathered to exhaustion)
or threads already in the corpus for most queries (EdjeElectronics #340, Kyubyong/dc_tts #59,
DeepRec-AI/DeepRec #785, whyisyoung/CADE #2, tensorflow/serving #1316, IBM/MAX-Weather-Forecaster
#31, fo40225/tensorflow-windows-wheel #48, CameronBodine/PINGMapper #123, tflearn #1,
trailbehind/DeepOSM #2, and others). The set leans to the CPU-instruction cause because that is
what the third-party threads with a confirmation in the stored copy mostly held; import failures
from missing CUDA 9/10 libraries on third-party repositories were common but nearly all
unconfirmed in the stored text. Six records are from 2021 or later.

At first look (the doctor of commit 65f94f2) the cause was named in 8 of the 11 broken logs (10
with a catalogue cause), all 8 first; missed: the protobuf 4 import failure and the Windows
"DLL load failed: The specified module could not be found" (both tensorflow-import-failed, nothing
named); the glibc record (no catalogue cause) drew no finding; the working runs were not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="rasa-core-quickstart-train-sigill-tf110-cpu-without-avx",
        source=_GH + "RasaHQ/rasa_core/issues/1076",
        text=r"""**Rasa Core version**:
0.11.6
**Python version**: 
3.5.2
**Operating system** (windows, osx, ...):
Ubuntu 16.04
**Issue**:
I have an issue with the quickstart tutorial. After copy-pasting the domain and stories files, I run
`
python3 -m rasa_core.train -d domain.yml -s stories.md -o models/dialogue
`

And then I see "Illegal instruction (core dumped)" error. When running under gdb, I see the following output:
`
Thread 1 "python3" received signal SIGILL, Illegal instruction.
0x00007fffda301250 in std::pair<std::__detail::_Node_iterator<std::pair<tensorflow::StringPiece const, std::function<bool (tensorflow::Variant*)> >, false, true>, bool> std::_Hashtable<tensorflow::StringPiece, std::pair<tensorflow::StringPiece const, std::function<bool (tensorflow::Variant*)> >, std::allocator<std::pair<tensorflow::StringPiece const, std::function<bool (tensorflow::Variant*)> > >,
`

I have tensorflow 1.10.1 obtained via pip.""",
        expected_cause="cpu-without-avx",
        note="2018. The poster found the cause the same day: 'I seem to have identified the issue, so if you have the same problem, the cause might be the old CPU. My CPU does not support AVX instructions which are required by Tensorflow, so I guess TF needs to be compiled from scratch.' Maintainer tmbo agreed ('I am afraid there is not a lot we can do about this'). The crash is at TensorFlow's import inside rasa_core.train.",
        platform="linux",
    ),
    CorpusLog(
        name="nuke-ml-server-docker-import-tensorflow-avx-abort",
        source=_GH + "TheFoundryVisionmongers/nuke-ML-server/issues/10",
        text=r"""```
[alice@host Server]$ sudo docker run --runtime=nvidia -v /home/alice/dev/nuke-ML-server/Models:/workspace/ml-server/models:ro -it nuke-ml-magic:latest
[sudo] password for alice: 
root@host:/workspace/ml-server# python
Python 2.7.16 |Anaconda, Inc.| (default, Mar 14 2019, 21:00:58) 
[GCC 7.3.0] on linux2
Type "help", "copyright", "credits" or "license" for more information.
>>> import tensorflow
2019-05-25 07:49:46.583944: F tensorflow/core/platform/cpu_feature_guard.cc:37] The TensorFlow library was compiled to use AVX instructions, but these aren't available on your machine.
Aborted (core dumped)
```

Party over dude.""",
        expected_cause="cpu-without-avx",
        note="2019. The poster (samhodge) pointed to a community wheel built without AVX as the workaround and later wrote 'Lack of AVX instructions is a curiosity relevant only to ancient hardware, like mine.'; maintainer ringdk: 'We'll add it to our list of known issues.' The container ran with the NVIDIA runtime (a GPU image); the import stopped before any GPU line.",
        platform="linux",
    ),
    CorpusLog(
        name="tfjs-to-tf-converter-m1-x86-tensorflow-illegal-hardware-instruction",
        source=_GH + "patlevin/tfjs-to-tf/issues/33",
        text=r"""I am running into this issue when running the converter:
zsh: illegal hardware instruction

I'm on a Macbook pro M1 and python 3.8.8""",
        expected_cause="cpu-without-avx",
        note="2021. Maintainer patlevin: 'Apple has their own closed-source Tensorflow fork for the M1 and the x86 version is known to cause issues on the M1 ... You will need to install Apple's version instead and try that.' The poster did not dispute; closed. The x86 TensorFlow runs under Rosetta 2, which does not translate AVX: the emulator case of cpu-without-avx. Nearly prose (one shell line).",
        platform="macos",
    ),
    CorpusLog(
        name="photoprism-virtualbox-no-fma-libtensorflow-avx2-abort",
        source=_GH + "photoprism/photoprism/issues/4524",
        text=r"""#### 1. What is not working as documented?

Development build environment does not work in VirtualBox environment.
This is because the tensorflow library fails.

```
alice@host:~/repos/photoprism$ make terminal
docker compose exec -u 1000 photoprism bash
photoprism@host:/go/src/github.com/photoprism/photoprism$ ./photoprism start
2024-09-14 12:38:57.363445: F tensorflow/core/platform/cpu_feature_guard.cc:37] The TensorFlow library was compiled to use FMA instructions, but these aren't available on your machine.
Aborted (core dumped)
```

#### 2. How can we reproduce it?

Install debian 12.7 (or other supported linux) on VirtualBox on a host that supports the avx or avx2 instruction set.
Install docker
Install photoprism development as per the https://docs.photoprism.app/developer-guide/setup/ instructions

#### 3. What behavior do you expect?

photoprism to start without errors.""",
        expected_cause="cpu-without-avx",
        note="2024. The poster (keif888) traced it: install-tensorflow.sh picks the AVX2 build of libtensorflow, which also needs FMA, and 'VirtualBox does not support the FMA cpu capability' (lshw in the VM listed avx and avx2 but no fma); his pull request #4525 ('I tested this change by building a new debian 12.7 virtual machine ...') switches to the basic build when FMA is missing. Maintainers labelled the issue bug / upstream-issue and closed it. PhotoPrism loads TensorFlow's C library at start (no Python import). The poster's own section 4 (his diagnosis) is left out of the text.",
        platform="linux",
    ),
    CorpusLog(
        name="max-audio-classifier-docker-tf18-sigill-cpu-without-avx",
        source=_GH + "IBM/MAX-Audio-Classifier/issues/11",
        text=r"""With the default version of numpy (1.13.1) and tensorflow (1.8.0) given in the Dockerfile, I get a message saying `Illegal instruction (core dumped)`. Downgrading Tensorflow to 1.5.0 fixes the import issue, so I believe the problem is a lack of AVX support in the Docker image (see https://github.com/tensorflow/tensorflow/issues/17411). However, the code doesn't seem to be backward compatible, as with tensorflow 1.5.0 (and numpy 1.15.1 since 1.13.1 wasn't compatible) I then get:
```
tensorflow.python.framework.errors_impl.InvalidArgumentError: You must feed a value for placeholder tensor 'batch_normalization_1/keras_learning_phase' with dtype bool
```

Here is my original stack trace via GDB (from the unmodified Dockerfile):
```
#0  0x00007fffce85dfd0 in std::pair<std::__detail::_Node_iterator<std::pair<tensorflow::Stri\
ngPiece const, std::function<bool (tensorflow::Variant*)> >, false, true>, bool> std::_Hasht\
able<tensorflow::StringPiece, std::pair<tensorflow::StringPiece const, std::function<bool (t\
ensorflow::Variant*)> >, std::allocator<std::pair<tensorflow::StringPiece const, std::functi\
on<bool (tensorflow::Variant*)> > >, std::__detail::_Select1st, std::equal_to<tensorflow::St\
ringPiece>, tensorflow::hash<tensorflow::StringPiece>, std::__detail::_Mod_range_hashing, st\
...
```""",
        expected_cause="cpu-without-avx",
        note="2018. Confirmed by the outcome: the poster (rachel-1) later wrote 'At this point I'm almost positive lack of AVX on my machine is the issue' and 'I tried from a Google cloud machine (with a CPU that supports AVX) and it **did** work like magic' (the failing machine was a Paperspace one 'without AVX support'); maintainer bdwyer2: 'You're probably right ... This is something we should fix.' The GDB trace is cut with '...'.",
        platform="linux",
    ),
    CorpusLog(
        name="mimic2-docker-preprocess-sigill-cpu-without-avx",
        source=_GH + "MycroftAI/mimic2/issues/31",
        text=r"""Issue:
Well, I've got the error `Illegal instruction (core dumped)` at executing `python3 preprocess.py --dataset ljspeech` inside the docker image from the master branch.
Any idea? I mean: This should not happen because the docker container is an independent system...""",
        expected_cause="cpu-without-avx",
        note="2019. el-tocino: 'usually due to Tensorflow being compiled expecting AVX and other hardware instructions (on x86). On linux, you can do grep avx /proc/cpuinfo'; the poster: 'And my main pcs cpu doesn't have this extension - damn! And not even my server!' The opening post also held a 'Workaround' section (use TensorFlow 1.5, build ffmpeg), left out of the text as it gives the fix away. Nearly prose (one error line).",
        platform="linux",
    ),
    CorpusLog(
        name="recipesage-classifier-nas-tfjs-illegal-instruction-no-avx",
        source=_GH + "julianpoy/RecipeSage-selfhost/issues/66",
        text=r"""Hi,

I installed a new instance of Recipe Sage on my NAS. The installation was done via Portainer.

The RecipeSage-CLASSIFER service appears as exited. In the LOG files it says, "Platform node has already been set. Overwriting the platform with node.
Illegal instruction (core dumped)".

How can I fix this?""",
        expected_cause="cpu-without-avx",
        note="2023. Another user (TheFatPanda-Dev): 'It depands on your NAS CPU and AVX suport. For some reason, this image doesn't work with CPUs that do not support AVX. I have the same problem and I own Synology DS220+ without AVX support.'; maintainer julianpoy: 'Yep - see: [the README's section on the ingredient-instruction-classifier container repeatedly crashing] It's a restriction of Tensorflow, which is maintained by Google.' The classifier is TensorFlow.js on Node (the 'Platform node' line is tfjs's). The poster did not name the NAS CPU.",
        platform="linux",
    ),
    CorpusLog(
        name="deepchem-docker-tf24-libcudart-11-missing-image-has-cuda-101",
        source=_GH + "deepchem/deepchem/issues/2467",
        text=r"""## ❓ Questions & Help

After I build the Docker image using your Dockerfile (I am loading into an interactive LSF session with TeslaV100) I get the following error when importing tensorflow:
```
W tensorflow/stream_executor/platform/default/dso_loader.cc:60] Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/nvidia/lib:/usr/local/nvidia/lib64
2021-04-11 09:17:26.012963: I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU set up on your machine.
```

I checked the /usr/local/cuda/lib64 folder however and the libcudart.so is version 10.1.  Also not sure why my error specifically mentions `/usr/local/nvidia/lib:/usr/local/nvidia/lib64` as these paths don't exist anywhere?  I'll keep looking around.""",
        expected_cause="cuda-libraries-missing",
        note="2021. The second paragraph is the poster's (bolton-lab) reply to maintainer rbharath, who linked it to CUDA 11 problems (#2451). Maintainer nissy-dev named the cause: 'TF 2.4 depends on CUDA 11.0 and cudnn 8, so we need to update the base image fr[om ...]' (stored copy cut there); the image's CUDA 10.1 runtime could not serve TensorFlow 2.4. The poster did not dispute; the issue stayed open.",
        platform="linux",
    ),
    CorpusLog(
        name="dso-tf114-protobuf-4-descriptors-cannot-be-created-at-import",
        source=_GH + "dso-org/deep-symbolic-optimization/issues/60",
        text=r"""Issues with tensorflow==1.14

when i try to import DeepSymbolicOptimizer

...
TypeError: Descriptors cannot not be created directly.
If this call came from a _pb2.py file, your generated code is out of date and must be regenerated with protoc >= 3.19.0.
If you cannot immediately regenerate your protos, some other possible workarounds are:
 1. Downgrade the protobuf package to 3.20.x or lower.
 2. Set PROTOCOL_BUFFERS_PYTHON_IMPLEMENTATION=python (but this will use pure-Python parsing and will be much slower).

More information: https://developers.google.com/protocol-buffers/docs/news/2022-05-06#python-updates""",
        expected_cause="tensorflow-import-failed",
        note="2023. The poster (ed0001tt) fixed it: 'i solved it with the following: pip uninstall protobuf / pip install protobuff==3.20.3' (sic). TensorFlow 1.14's generated protobuf modules cannot load under protobuf 4: TensorFlow installed but not importable. The first line is the issue title; the traceback was cut to '...' by the poster. Platform not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="conda-forge-tf-binaries-need-glibc-2-16-linux-anvil-has-2-12",
        source=_GH + "conda-forge/tensorflow-feedstock/issues/67",
        text=r"""Depends on GLIBC >=2.16 while linux-anvil provides only 2.12

The binaries repackaged by the current recipe depend on GLIBC 2.16. This leads to an error running tests in dependent packages using the plain `condaforge/linux-anvil` image:

```commandline
ImportError: /lib64/libc.so.6: version 'GLIBC_2.16' not found (required by 
/opt/conda/.../tensorflow/python/_pywrap_tensorflow_internal.so)
```
This issue would likely be fixed by #6 
This issue currently blocks https://github.com/bioconda/bioconda-recipes/pull/14499""",
        expected_cause=None,
        consequences=frozenset({"tensorflow-import-failed"}),
        note="2019. The system glibc (2.12 in the linux-anvil build image, per the poster) is older than the one the repackaged TensorFlow binaries were linked against: no catalogue cause. pgunn: 'This is also an issue for CentOS 7.x'; maintainer jakirkham closed it as a duplicate of the tracked #6 ('Please track and discuss in that issue instead'), not disputing the cause. The first line is the issue title. The poster's text states the cause itself.",
        platform="linux",
    ),
    CorpusLog(
        name="ml-agents-windows-tf-dll-load-failed-msvc-redistributable-missing",
        source=_GH + "Unity-Technologies/ml-agents/issues/4033",
        text=r"""Installing mlagents doesn't generate a compatible Tensorflow.

```
ImportError: DLL load failed: The specified module could not be found.
```

I have also tried with Anaconda.

```
> python --version
Python 3.7.7
```

```
> pip install mlagents

(Python37MLAgents) C:\Projects\Unity\ml-agents>pip list
Package                Version
---------------------- -------------------
absl-py                0.9.0
astunparse             1.6.3
cachetools             4.1.0
certifi                2020.4.5.1
...
mlagents               0.16.1
mlagents-envs          0.16.1
numpy                  1.18.4
...
```""",
        expected_cause="msvc-runtime-missing",
        note="2020. Maintainer chriselion: 'This appears to be a general tensorflow problem ... Have you tried this? tensorflow/tensorflow#22794 (comment)' (install the Microsoft Visual C++ redistributable); jdunwoody: 'That was exactly it! Thankyou very much! ... For this problem ImportError: DLL load failed: The specified module could not be found. Install this https://support.microsoft.com/...the-latest-supported-visual-c-downloads', and he then added the note to ml-agents' FAQ (PR #4039: msvcp140.dll / msvcp140_1.dll missing). The opening post is not in the stored copy: the first line is the title, the error line is the one jdunwoody quoted, the rest his first comment (pip list cut with '...'). The missing MSVC runtime is the catalogue's msvc-runtime-missing.",
        platform="windows",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="rstudio-keras-model-cpu-feature-guard-avx2-notice-harmless",
        source=_GH + "rstudio/tensorflow/issues/411",
        text=r"""I am a newbie of tensorflow . I do not have NVIDIA GPU after I install tensorflow and run 

model <- keras_model_sequential() 
model %>% 
  layer_dense(units = 256, activation = 'relu', input_shape = c(784)) %>% 
  layer_dropout(rate = 0.4) %>% 
  layer_dense(units = 128, activation = 'relu') %>%
  layer_dropout(rate = 0.3) %>%
  layer_dense(units = 10, activation = 'softmax')

The error message is "I tensorflow/core/platform/cpu_feature_guard.cc:142] Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2".

It seems the problem is caused by my poor CPU? what should I do on this computer? I installed it on another laptop and everything works well. 

Many thanks!""",
        expected_cause=None,
        harmless=True,
        note="2020. skeydan: 'Don't worry, that's just a harmless warning :-)'; the poster: 'Yes it is just a harmless warning - I have spent a whole day to install all the combinations which I can imagine to get it out'. A CPU-only set-up by choice (no NVIDIA GPU). Platform not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="cppflow-windows-libtensorflow-onednn-avx2-notice-harmless",
        source=_GH + "serizba/cppflow/issues/139",
        text=r"""When I run the example I get:

This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  AVX2
To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.

Should I be concerned? The version of libtensorflow that I downloaded was as instructed on https://www.tensorflow.org/install/lang_c:

Windows CPU only | https://storage.googleapis.com/tensorflow/libtensorflow/libtensorflow-cpu-windows-x86_64-2.5.0.zip""",
        expected_cause=None,
        harmless=True,
        note="2021 (answered 2022). Maintainer serizba: 'No, you shouldn't be concerned. The provided binaries are compiled for generic architectures and therefore they don't use all optimizations that your cpu offers.' The example ran on the CPU-only libtensorflow 2.5.0 for Windows (C API through cppflow).",
        platform="windows",
    ),
)
