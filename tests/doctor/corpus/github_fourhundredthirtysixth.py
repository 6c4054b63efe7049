# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-thirtysixth set of real threads: the Hugging Face and high-level training ecosystem on NVIDIA GPUs (2020-2024), from GitHub issues on Lightning-AI/pytorch-lightning, explosion/spaCy, explosion/thinc, huggingface/optimum, and two projects that train through pytorch-lightning (GuitarML/SmartGuitarAmp, mittagessen/kraken).

Broken kinds held: a CPU-only PyTorch under pytorch-lightning (a conda `_pytorch_select cpu_0`
build, and a deliberately installed CUDA-less PyTorch, both ending in Lightning's "You requested
GPUs: [0] But your machine only has: []"), a CPU-only ONNX Runtime pulled in beside
onnxruntime-gpu by optimum's exporters extra (the CUDA providers disappear), cuBLAS 10 missing
under CuPy for CUDA 10.1 (thinc's "GPU is not accessible"), and a GPU whose memory was all held by
another user's process (spaCy's "GPU is not accessible"). Working runs: Lightning's
"LOCAL_RANK: 0 - CUDA_VISIBLE_DEVICES: [0]" line read as the GPU not being used, and Lightning's
Tensor Cores / set_float32_matmul_precision advice during a kraken training run.
All broken: 5; working runs: 2.

Left out: most threads on these repositories had no confirmation in the stored copy (the answer
lies past the stored opening, or the issue went stale): text-generation-inference#1026, #531,
#620, #1377, #3159, diffusers#2696 and #2402, flair#2936, unsloth#2499, Lightning#7157, #12087,
#15254, spaCy#3496, #7089, #10918. text-generation-inference#1339 was confirmed ("Works now after
updating CUDA version to 12.2") but its first post is not in the stored copy. Some were the
libraries' own bugs or dependency pins (spacy-transformers#226 and spaCy#5193, CuPy 8 dropping
scatter_add; optimum#1402 and #769, optimum's own provider check; Lightning#3542, gpus=-1;
axolotl#817). unsloth#386 (macOS) was left out because its first post is only a screenshot;
unsloth#5917/#5918 because the poster could not tell whether a driver upgrade or an installer fix
cured it; spaCy#5816 because "done, Fixed .." does not say which of two suggestions worked.
Further threads with the same Tensor Cores warning (kraken#505, neural-amp-modeler#316,
piper#660) were not kept beside kraken#596.

At first look (the doctor of commit 9d0e627) the cause was named in 1 of the 5 broken logs, not
first; neither working run was flagged. After the changes of the same day, 3 of 5, 2 first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="lightning-requested-gpus-0-machine-has-none-conda-pytorch-cpu-build",
        source=_GH + "Lightning-AI/pytorch-lightning/issues/899",
        text=r"""Not sure what's going on here. I updated to the latest pytorch version:
Can anyone help?
I also included my environment packages.
```
Traceback (most recent call last):
  File "train_gpu.py", line 232, in <module>
    main_local(hparam_trial)   
  File "train_gpu.py", line 106, in main_local
    trainer = Trainer(logger = tt_logger , use_amp=False, gpus=1 ,min_nb_epochs=1002, max_nb_epochs=1003)  # amp_level='O2' ,
  File "/home/alice/anaconda3/envs/ln2/lib/python3.7/site-packages/pytorch_lightning/trainer/trainer.py", line 530, in __init__
    self.data_parallel_device_ids = parse_gpu_ids(gpus)
  File "/home/alice/anaconda3/envs/ln2/lib/python3.7/site-packages/pytorch_lightning/trainer/distrib_parts.py", line 563, in parse_gpu_ids
    gpus = sanitize_gpu_ids(gpus)
  File "/home/alice/anaconda3/envs/ln2/lib/python3.7/site-packages/pytorch_lightning/trainer/distrib_parts.py", line 533, in sanitize_gpu_ids
    raise MisconfigurationException(message)
pytorch_lightning.utilities.debugging.MisconfigurationException: 
            You requested GPUs: [0]
            But your machine only has: []
```
```
# Name                    Version                   Build  Channel
_libgcc_mutex             0.1                        main  
_pytorch_select           0.1                       cpu_0  """,
        expected_cause="framework-cpu-only-build",
        note="2020. Maintainer awaelchli: 'You have the CPU version of PyTorch installed but are requesting computation on a GPU. This won't work even if you have the hardware. Install PyTorch with CUDA binaries.' Borda closed it; the poster (brucemuller): 'Oooops not sure how I managed that! Thanks!'. The stored copy of the first post breaks off early in the conda package list, so the list is cut after the `_pytorch_select ... cpu_0` line (the CPU-only build marker).",
        platform="linux",
    ),
    CorpusLog(
        name="lightning-smartguitaramp-cuda-less-pytorch-requested-gpus-0-windows",
        source=_GH + "GuitarML/SmartGuitarAmp/issues/12",
        text=r'''Installed the CUDA-less Pytorch, 

... I'm getting 

  File "C:\Users\alice\anaconda3\lib\site-packages\pytorch_lightning\trainer\distrib_parts.py", line 317, in sanitize_gpu_ids
    raise MisconfigurationException(f"""
pytorch_lightning.utilities.exceptions.MisconfigurationException:
                You requested GPUs: [0]
                But your machine only has: []

 I thought I would try it with the "no CUDA" pytorch lightning but I guess I was too optimistic?''',
        expected_cause="framework-cpu-only-build",
        note="2020. The poster (chipmcdonald) had installed a CPU-only ('CUDA-less') PyTorch; the project's train.py passes gpus=args.gpus to pytorch-lightning's Trainer. Commenter ssgalitsky: drop the gpus argument (it works for him on a free Colab without a GPU); the poster: 'That seems to be working.' Maintainer keyth72 added a CPU flag; issue closed. Lightning error from a project that trains through pytorch-lightning.",
        platform="windows",
    ),
    CorpusLog(
        name="optimum-exporters-extra-installs-cpu-onnxruntime-gpu-providers-gone",
        source=_GH + "huggingface/optimum/issues/1064",
        text=r"""### System Info

```shell
optimum 1.8.6
```

### Information

- [ ] The official example scripts
- [ ] My own modified scripts

### Tasks

- [ ] An officially supported task in the `examples` folder (such as GLUE/SQuAD, ...)
- [ ] My own task or dataset (give details below)

### Reproduction

I tried a few different combinations of installing optimum [onnxruntime-gpu] and [exporters]. I couldn't find a way so that the gpu providers won't be gone because exporters depend on `onnxruntime`.

Steps:
```
pip install optimum[onnxruntime-gpu]
# at this point, ort.get_available_providers() still show CUDAExecutionProvider
pip install optimum[exporters]
# at this point the onnxruntime package is installed, and the GPU providers are gone
```

Could you suggest the right way of doing this?

### Expected behavior

onnxruntime package shouldn't be installed as onnxruntime-gpu package is already installed.""",
        expected_cause="framework-cpu-only-build",
        note="2023. The CPU-only `onnxruntime` distribution, pulled in by optimum's `exporters` extra, shadowed `onnxruntime-gpu` in the same environment, so ONNX Runtime offered no CUDA provider. The poster (cyang49): 'My work around to this issue is ... pip uninstall onnxruntime onnxruntime-gpu / pip install onnxruntime-gpu'; maintainer regisss: 'pip install optimum[onnxruntime-gpu,exporters-gpu]', answered 'That seems to work! thanks!'. Issue left open (a documentation request). The thread does not name the OS; platform set to linux.",
        platform="linux",
    ),
    CorpusLog(
        name="thinc-spacy-require-gpu-not-accessible-cupy-cuda101-libcublas-so-10-missing",
        source=_GH + "explosion/thinc/issues/467",
        text=r"""I call thinc(ver 8.0.1) thought spacy v3.0.3 and its dependence - cupy-cuda-101 (ver 8.4.0).  

I use cuda 10.1 library on ubuntu 18/04:
```
~$ nvcc --version
nvcc: NVIDIA (R) Cuda compiler driver
Copyright (c) 2005-2019 NVIDIA Corporation
Built on Sun_Jul_28_19:07:16_PDT_2019
Cuda compilation tools, release 10.1, V10.1.243
```
... NVIDIA driver version is:
```
~$ nvidia-smi 
Sun Feb 14 23:30:11 2021       
+-----------------------------------------------------------------------------+
| NVIDIA-SMI 460.39       Driver Version: 460.39       CUDA Version: 11.2     |

```
... my env. vars are:
```
~$ env | grep cuda
CUDA_PATH=/usr/local/cuda-10.1
PATH=/home/alice/.sdkman/candidates/groovy/current/bin:/usr/local/cuda-10.1/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin:/usr/games:/usr/local/games:/snap/bin
```
I installed spacy by `pip install spacy[cuda101]` - so when I try to execute:

```
import spacy
spacy.require_gpu()
```
... exception from thinc appeared:
```
 File "/home/alice/WORK/tsg/venv/lib/python3.6/site-packages/thinc/util.py", line 181, in require_gpu
    raise ValueError("GPU is not accessible. Was the library installed correctly?")
ValueError: GPU is not accessible. Was the library installed correctly?
```
Can you help me with that?""",
        expected_cause="cuda-libraries-missing",
        note="2021. The poster (palandlom) the next day: 'Problem was with absence of libcublas.so.10' (with a Stack Overflow link); issue closed. CuPy for CUDA 10.1 could not load cuBLAS 10, so thinc/spaCy found no usable GPU.",
        platform="linux",
    ),
    CorpusLog(
        name="spacy-require-gpu-not-accessible-gpu-memory-held-by-other-user",
        source=_GH + "explosion/spaCy/issues/6586",
        text=r"""Hi there,

I am using spacy for NER. Unfortunately, I realized that spacy is currently not using my GPU - when I run:
```
import spacy 
spacy.require_gpu() 
```
I get the following error message:
```
---------------------------------------------------------------------------
ValueError                                Traceback (most recent call last)
<ipython-input-15-a9387f8dcc0a> in <module>
      1 import spacy
      2 
----> 3 spacy.require_gpu()

~/.local/lib/python3.7/site-packages/thinc/util.py in require_gpu(gpu_id)

ValueError: GPU is not accessible. Was the library installed correctly?
```

I have CUDA version 11.0: 

nvcc –version:
nvcc: NVIDIA (R) Cuda compiler driver
Copyright (c) 2005-2020 NVIDIA Corporation
Built on Wed_Jul_22_19:09:09_PDT_2020
Cuda compilation tools, release 11.0, V11.0.221
Build cuda_11.0_bu.TC445_37.28845127_0

So I installed torch, torchvision and torchaudio accordingly:
pip install torch===1.7.1+cu110 torchvision===0.8.2+cu110 torchaudio===0.7.2 -f https://download.pytorch.org/whl/torch_stable.html

Following I installed spacy:
pip install -U spacy-nightly[cuda110,transformers,lookups] --pre

my packages:
```
host:~$ pip list
Package                           Version
--------------------------------- -----------
alembic                           1.4.3""",
        expected_cause="gpu-out-of-memory",
        note="2020. Maintainer adrianeboyd: test CuPy on its own with `import cupy; a = cupy.zeros((1,1))` for a more useful error; the poster (gullibleretorted): 'Thanks, that helped a lot! In the end it was the case that a coworker was using all the RAM of the GPU. It is working now'. Issue closed. The GPU's memory was all taken by another user's process, so CuPy could not allocate and thinc reported the GPU as not accessible. The stored copy of the post breaks off in the pip list, so it is cut after its first package line.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working runs
    CorpusLog(
        name="lightning-local-rank-0-cuda-visible-devices-0-read-as-gpu-unused",
        source=_GH + "Lightning-AI/pytorch-lightning/issues/16102",
        text=r"""### Bug description

When I use ``torch.cuda.device_count()``
it returns 1, which is correct
But then when using Lightning, it shows this in terminal
``LOCAL_RANK: 0 - CUDA_VISIBLE_DEVICES: [0]
``

### Error messages and logs

```
# Error messages and logs here please
```

### Environment

<details>
  <summary>Current environment</summary>

```
#- Lightning Component (e.g. Trainer, LightningModule, LightningApp, LightningWork, LightningFlow):
#- PyTorch Lightning Version (e.g., 1.5.0):
#- Lightning App Version (e.g., 0.5.2):
#- PyTorch Version (e.g., 1.10):
#- Python version (e.g., 3.9):
#- OS (e.g., Linux):
#- CUDA/cuDNN version:
#- GPU models and configuration:
#- How you installed Lightning(`conda`, `pip`, source):
#- Running environment of LightningApp (e.g. local, cloud):
```

</details>""",
        expected_cause=None,
        harmless=True,
        note="2022. Maintainer awaelchli: 'That's correct. If you have one GPU, then Lightning can only use one and that's device with index 0. If you had multiple GPUs, it would show: LOCAL_RANK: 0 - CUDA_VISIBLE_DEVICES: [0, 1]'; the poster (ThatGuyCalledJesse): 'I am so sorry, it's a very beginner mistake'; issue closed. The line lists the one visible GPU that Lightning uses. The thread does not name the OS; platform set to linux.",
        platform="linux",
    ),
    CorpusLog(
        name="kraken-lightning-tensor-cores-float32-matmul-precision-advice-rtx-4070",
        source=_GH + "mittagessen/kraken/issues/596",
        text=r"""> You are using a CUDA device ('NVIDIA GeForce RTX 4070') that has Tensor Cores. To properly utilize them, you should set `torch.set_float32_matmul_precision('medium' | 'high')`

Should this warning be ignored or there's an option to enable that option?

Using `bf16` precision in ketos would enable this option (`bf16` = `bfloat16` ?)?""",
        expected_cause=None,
        harmless=True,
        note="2024. Printed by pytorch-lightning while kraken's `ketos` trained on the GPU. Maintainer mittagessen: 'You can ignore this warning. With our current models it doesn't change much and with the next generation recognizer where it causes a noticeable speedup in the medium precision mode it seems to be slightly detrimental to accuracy.' The poster (johnlockejrr): 'Perfect! I opt for accuracy instead speedup.'; issue closed. No harmless catalogue ID covers this advice line. The thread does not name the OS; platform set to linux.",
        platform="linux",
    ),
)
