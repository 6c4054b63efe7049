# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundredth set of real threads: LoRA and diffusion-training tools on the CUDA stack (GitHub issues, 2022-2026), where training failed, or only looked as if it failed, for a reason in the stack the framework loads the same way TensorFlow does.

Repositories: bmaltais/kohya_ss, kohya-ss/sd-scripts, sdbds/musubi-tuner-scripts, Akegarasu/lora-scripts,
derrian-distro/LoRA_Easy_Training_Scripts, d8ahazard/sd_dreambooth_extension, Linaqruf/kohya-trainer,
TheLastBen/fast-stable-diffusion, gazingstars123/Anima-Standalone-Trainer, hiyouga/LlamaFactory and
Dao-AILab/flash-attention (a LLaMA fine-tuning import). The framework in these threads is PyTorch;
each cause is one a TensorFlow set-up meets the same way.

Broken kinds held: compiled add-ons that do not fit the torch or the GPU they are loaded with (an
xFormers wheel built for torch 2.5.1 under torch 2.6.0; a prebuilt xFormers wheel missing its
operators; flash-attn wheels with undefined torch symbols; the Windows bitsandbytes DLL with no
kernels for the card, "no kernel image ... ops.cu"; xFormers built for sm75 or sm86 on an A100, A10G
or RTX 4090, "this function is for sm80, but was built for sm750"); accelerate's GPU answer (gpu_ids
'All' or 1) becoming CUDA_VISIBLE_DEVICES and hiding the only GPU; a laptop with only an Intel GPU.
Working runs: xFormers' "A matching Triton is not available" notice on Windows while LoRA training
ran, called harmless by the maintainers. 14 broken, 3 working.

Left out: threads whose stored copy holds no confirmation (ShivamShrirao/diffusers#30,
hiyouga/LlamaFactory#3508, Nerogar/OneTrainer#755, bmaltais/kohya_ss#1523, #2692, #2720, #3276,
ostris/ai-toolkit#294, #530, unslothai/unsloth#2946, d8ahazard/sd_dreambooth_extension#47,
flash-attention#620 and #1061, where only other users reported a fix); bmaltais/kohya_ss#929 (confirmed,
but its opening post is not in the stored copy); Linaqruf/kohya-trainer#85 (its opening post already
tells the fix); bmaltais/kohya_ss#1949 (a fourth Triton notice on Windows, same kind as the three
held). Docker threads on GPU access met here were on inference front-ends, not training tools, and
are not held.

At first look (the doctor of commit cd26af4) the cause was named in 3 of the 14 broken logs, 3 first;
the 3 working runs were not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="musubi-tuner-scripts-xformers-built-for-torch-2-5-1-torch-upgraded-2-6",
        source=_GH + "sdbds/musubi-tuner-scripts/issues/4",
        text=r"""WARNING:xformers:WARNING[XFORMERS]:

I reinstalled the Windows system and then the script stopped working. Before that, everything worked fine. Outputs this:

WARNING:xformers:WARNING[XFORMERS]: xFormers can't load C++/CUDA extensions. xFormers was built for:
    PyTorch 2.5.1+cu124 with CUDA 1204 (you have 2.6.0+cu124)
    Python  3.10.11 (you have 3.10.0)
  Please reinstall xformers (see https://github.com/facebookresearch/xformers#installing-xformers)
  Memory-efficient attention, SwiGLU, sparse and more won't be available.
  Set XFORMERS_MORE_DETAILS=1 for more details

I tried to reinstall the script itself and cuda and PyTorch Nothing comes out for me. Help please...

when installing it for some reason installs the wrong PyTorch 

Installed 3 packages in 8.96s
 - einops==0.7.0
+  einops==0.8.1
 +  lycoris-lora==3.1.1.post1 (from git+https://github.com/sdbds/LyCORIS@7efd46a7158d5cbceb08f35e0648ecced3507694)
 -  - torch==2.5.1+cu124
+ + torch==2.6.0+cu124""",
        expected_cause="custom-op-build-mismatch",
        note="2025. The maintainer sdbds named the cause: 'Due to the torch 2.6 update, lycoris-lora will automatically upgrade the torch version, and I will fix it immediately' (the installer pulled torch 2.6.0 under an xFormers wheel built for torch 2.5.1); the poster thanked him and went on using the scripts.",
        platform="windows",
    ),
    CorpusLog(
        name="kohya-sd-scripts-xformers-no-such-operator-cutlass-prebuilt-wheel",
        source=_GH + "kohya-ss/sd-scripts/issues/362",
        text=r"""No such operator xformers::efficient_attention_forward_cutlass

How to fix it?

Here is the full code: https://pastebin.com/d3xEGEhC

Maybe it really doesn't work for python3.10.10

Re-building image with python3.10.6 -___–

rebuilding it with python 3.10.6 instead of 3.10.10 and still getting the same error:

```
No such operator xformers::efficient_attention_forward_cutlass - did you forget to build xformers with `python setup.py develop`
```

I also tried:
`apt-get install libgl1 -y`
`apt-get install libglib2.0-0 -y`
`python setup.py develop`

Nothing works""",
        expected_cause="custom-op-build-mismatch",
        note="2023. The poster confirmed the fix: 'I just ran `pip uninstall xformers` and `pip install xformers` and it worked.' He had the xFormers 0.0.14.dev0 wheel that the setup script forces in ('pip install -U -I --no-deps https://github.com/C43H66N12O12S2/stable-diffusion-webui/releases/download/linux/xformers-0.0.14.dev0-cp310-cp310-linux_x86_64.whl'), a wheel built for another torch; the pip release fitted. Linux Docker image.",
        platform="linux",
    ),
    CorpusLog(
        name="flash-attention-undefined-symbol-pad-enum-torch-nightly-2-2",
        source=_GH + "Dao-AILab/flash-attention/issues/723",
        text=r"""Undefined symbol

```
RuntimeError: Failed to import transformers.models.llama.modeling_llama because of the following error (look up to see its traceback):
/opt/venv/lib/python3.11/site-packages/flash_attn_2_cuda.cpython-311-x86_64-linux-gnu.so: undefined symbol: _ZN2at4_ops9_pad_enum4callERKNS_6TensorEN3c108ArrayRefINS5_6SymIntEEElNS5_8optionalIdEE
```

I'm using cuda 12.1, torch nightly 2.2.0+cu121, flash attention from source (`pip install git+https://github.com/Dao-AILab/flash-attention.git@92dd570 --no-build-isolation`), any idea what I can do to debug this?""",
        expected_cause="custom-op-build-mismatch",
        note="2023. The maintainer tridao named the cause: 'It's because of torch version change. nvcr pytorch 23.12 should work with flash-attn v2.4.0.post1 now. If you're using torch-nightly, we currently use torch-nightly 20231106 to compile the CUDA wheel, so if your torch-nightly version is close to that it should work.' The poster did not dispute it.",
        platform="linux",
    ),
    CorpusLog(
        name="llama-factory-api-flash-attn-2-cuda-undefined-symbol-symint",
        source=_GH + "hiyouga/LlamaFactory/issues/3648",
        text=r"""部署服务

CUDA_VISIBLE_DEVICES=0,1 API_PORT=8000 llamafactory-cli api examples/inference/llama3_vllm.yaml

CUDA_VISIBLE_DEVICES=0,1 API_PORT=8000 llamafactory-cli api examples/inference/llama3_vllm.yaml部署服务时报错ImportError: /usr/local/lib/python3.9/dist-packages/flash_attn_2_cuda.cpython-39-x86_64-linux-gnu.so: undefined symbol: _ZNK3c106SymIntltEl，请问设置什么参数可以不使用flash_attn呢？""",
        expected_cause="custom-op-build-mismatch",
        note="2024. In Chinese ('deploying the service fails with ImportError ...; which setting turns flash_attn off?'). The maintainer hiyouga answered 'pip uninstall flash_attn' and labelled the issue solved: the installed flash-attn wheel was built against another torch than the one loading it.",
        platform="linux",
    ),
    CorpusLog(
        name="llama-factory-pai-flash-attn-2-cuda-undefined-symbol-cow-deleter",
        source=_GH + "hiyouga/LlamaFactory/issues/4732",
        text=r"""在PAI平台搭建LLaMA Factory时提示ImportError: /usr/local/lib/python3.10/site-packages/flash_attn_2_cuda.cpython-310-x86_64-linux-gnu.so: undefined symbol: _ZN3c104impl3cow11cow_deleterEPv""",
        expected_cause="custom-op-build-mismatch",
        note="2024. The title only ('setting up LLaMA Factory on the PAI platform gives ImportError ...'); the body is not in the stored copy. The maintainer hiyouga answered 'pip uninstall -y flash_attn' and labelled the issue solved: the flash-attn wheel in the platform image did not fit the torch installed with LLaMA Factory.",
        platform="linux",
    ),
    CorpusLog(
        name="kohya-ss-dreambooth-lora-bitsandbytes-no-kernel-image-adamw8bit",
        source=_GH + "bmaltais/kohya_ss/issues/1066",
        text=r"""Error No Kernel Image Is Available For Execution When Using 1.5 to Make Lora

I ran into the following codes when I try to use Kohya_ss to make Dreambooth Lora using runwayml/stable-diffusion-v1-5.

I'm not a programmer so I'm not sure whether the "error no kernel image available for execution" is the reason why the learning stopped.

```
C:\ai\Kohya\kohya_ss\venv\lib\site-packages\torch\utils\checkpoint.py:25: UserWarning: None of the inputs have requires_grad=True. Gradients will be None
  warnings.warn("None of the inputs have requires_grad=True. Gradients will be None")
Error no kernel image is available for execution on the device at line 167 in file D:\ai\tool\bitsandbytes\csrc\ops.cu
╭─────────────────────────────── Traceback (most recent call last) ────────────────────────────────╮
│ C:\Users\alice\AppData\Local\Programs\Python\Python310\lib\runpy.py:196 in _run_module_as_main   │
│                                                                                                  │
│   193 │   main_globals = sys.modules["__main__"].__dict__                                        │
│   194 │   if alter_argv:                                                                         │
│   195 │   │   sys.argv[0] = mod_spec.origin                                                      │
│ ❱ 196 │   return _run_code(code, main_globals, None,                                             │
...
```""",
        expected_cause="custom-op-build-mismatch",
        note='2023. The poster confirmed: \'OK, just found the answer in another thread (d8ahazard/sd_dreambooth_extension#47). The "AdamW8Bit" value can be changed to "AdamW" in the "Optimizer" field. That solved the problem for me. It is running fine now, thanks.\' The bitsandbytes DLL kohya_ss shipped for Windows (libbitsandbytes_cuda116.dll) holds no kernels for this GPU; other optimizers do not load it. The GPU is not named in the thread.',
        platform="windows",
    ),
    CorpusLog(
        name="kohya-ss-dreambooth-lora-bitsandbytes-ops-cu-card-lacks-8bit-adam",
        source=_GH + "bmaltais/kohya_ss/issues/179",
        text=r"""Error no kernel image is available for execution on the device at line 167 in file D:\ai\tool\bitsandbytes\csrc\ops.cu

when I try to train Dreambooth LORA the trainning is not running and I've got this error:""",
        expected_cause="custom-op-build-mismatch",
        note="2023. Title and opening line only (the rest is a screenshot). The maintainer bmaltais named the cause: 'It is because your card does not support 8nit adam. As @Tempaccnt said you have to disable the option.' (the Windows bitsandbytes DLL kohya_ss shipped had no kernels for older cards; AdamW8bit is the only optimizer that loads it). The poster did not dispute it.",
        platform="windows",
    ),
    CorpusLog(
        name="lora-scripts-intel-iris-xe-only-bitsandbytes-driver-insufficient",
        source=_GH + "Akegarasu/lora-scripts/issues/101",
        text=r"""CUDA driver version is insufficient for CUDA runtime version

```
 poch 1/10
Error CUDA driver version is insufficient for CUDA runtime version at line 167 in file D:\ai\tool\bitsandbytes\csrc\ops.cu
Traceback (most recent call last):
  File "C:\Users\alice\AppData\Local\Programs\Python\Python310\lib\runpy.py", line 196, in _run_module_as_main
    return _run_code(code, main_globals, None,
  File "C:\Users\alice\AppData\Local\Programs\Python\Python310\lib\runpy.py", line 86, in _run_code
    exec(code, run_globals)
  File "E:\webroot\lora-scripts\venv\Scripts\accelerate.exe\__main__.py", line 7, in <module>
  File "E:\webroot\lora-scripts\venv\lib\site-packages\accelerate\commands\accelerate_cli.py", line 45, in main
    args.func(args)
  File "E:\webroot\lora-scripts\venv\lib\site-packages\accelerate\commands\launch.py", line 1104, in launch_command
...
```

I'm using a integrated Intel GPU(iris xe graphics). os is win 11, torch==2.0.0+cu118 torchvision==0.15.1+cu118. I have no idea how to fix it, any ideas? thanks!

by the way, stable diffusion web ui runs ok in my pc.""",
        expected_cause="no-nvidia-driver",
        note="2023. The maintainer Akegarasu answered '不支持使用cpu训练' ('training on the CPU is not supported'): the computer has only an Intel integrated GPU, so there is no NVIDIA GPU or driver for the CUDA build of torch and bitsandbytes to reach. The poster did not dispute it.",
        platform="windows",
    ),
    CorpusLog(
        name="sd-dreambooth-extension-rtx-4090-own-xformers-built-for-sm86",
        source=_GH + "d8ahazard/sd_dreambooth_extension/issues/74",
        text=r""""FATAL: this function is for sm80, but was built for sm750"

I dunno what's going on, it seems to train, but... It show this error a lot, a very huge lot... Like every 0.2 seconds a new line of this 
`FATAL: this function is for sm80, but was built for sm750` pop in my console.

I'm on windows, using automatic1111 GUI's with this plugin.
I have a NVIDIA RTX4090 24Gb VRAM.

Ok to be sure I shut it off, the relaunched it, But yeah, I installed the plugin like this morning, but didn't use it because it was a bit confusing to me, since a tutorial was done on youtube I gave it a try.

Here is the starting logs :
```Already up to date.
venv "D:\stable-diffusion-webui\venv\Scripts\Python.exe"
Python 3.10.6 (tags/v3.10.6:9c7b4bd, Aug  1 2022, 21:53:49) [MSC v.1932 64 bit (AMD64)]
Commit hash: ac085628540d0ec6a988fad93f5b8f2154209571
Installing requirements for Web UI
Installing Requirements for Dreambooth
Diffusers version is 0.8.0.dev0.
Copying 8Bit Adam files for Windows.

Launching Web UI with arguments: --deepdanbooru
LatentDiffusion: Running in eps-prediction mode
DiffusionWrapper has 859.52 M params.
...""",
        expected_cause="custom-op-build-mismatch",
        note="2022. The poster confirmed: 'Ok solved by deleting the xformers folder from the venv then launching it with --xformers to have it download the again, mine where \"old\" ones I compiled with the wrong version of the architecture (at the time I did not know that 4000 series are 8.9 and I used 8.6 (rtx3000 series) wich could explain the problem), now I got no error anymore.'",
        platform="windows",
    ),
    CorpusLog(
        name="kohya-trainer-colab-xformers-built-for-t4-on-a100",
        source=_GH + "Linaqruf/kohya-trainer/issues/34",
        text=r"""FATAL: this function is for sm80, but was built for sm750

Hi, I'm using colab pro with premium. 

I had this error but once I got rid of what was inside the additional_argument, it worked.

```
FATAL: this function is for sm80, but was built for sm750
FATAL: this function is for sm80, but was built for sm750
FATAL: this function is for sm80, but was built for sm750
FATAL: this function is for sm80, but was built for sm750
FATAL: this function is for sm80, but was built for sm750
...
```

I see another round of this errors when I try to inference it, but no idea how to fix it. Is this xformers related??""",
        expected_cause="custom-op-build-mismatch",
        note="2023. The maintainer Linaqruf named the cause: 'xformers in the notebook is intended for T4 GPU, so it's incompatible with another GPU. You need to built your own xformers or ...' (Colab Pro premium gives an A100, sm80; the notebook's xFormers wheel was built for sm75).",
        platform="linux",
    ),
    CorpusLog(
        name="fast-stable-diffusion-dreambooth-xformers-for-t4-on-ec2-a10g",
        source=_GH + "TheLastBen/fast-stable-diffusion/issues/1352",
        text=r"""FATAL: this function is for sm80, but was built for sm750

I'm receiving the above error when starting the training with the newest version, it worked for me before

I'm using a EC2 instance for training - turns out it does work with T4 GPUs but doesn't with A10G GPUs (anymore - it used to work with those). Any tips on how I could resolve this issue so that it works with A10G again as well?""",
        expected_cause="custom-op-build-mismatch",
        note="2023. The maintainer TheLastBen gave two fixes, both about the xFormers build: '!pip uninstall -y xformers' or compile xFormers from source ('pip install -v -U git+https://github.com/facebookresearch/xformers.git@main#egg=xformers'); the poster: 'Perfect, that worked! Thank you'. The notebook's precompiled xFormers was built for the T4 (sm75).",
        platform="linux",
    ),
    CorpusLog(
        name="kohya-sd-scripts-accelerate-config-gpu-all-capitalised-fp16-requires-gpu",
        source=_GH + "kohya-ss/sd-scripts/issues/39",
        text=r"""Accelerator acting like my GPU is not present?

 accelerator.py not detecting my GPU

File "E:\sd-scripts\train_network.py", line 1453, in <module>
    train(args)
  File "E:\sd-scripts\train_network.py", line 1017, in train
    accelerator = Accelerator(gradient_accumulation_steps=args.gradient_accumulation_steps, mixed_precision=args.mixed_precision,
  File "E:\sd-scripts\venv\lib\site-packages\accelerate\accelerator.py", line 355, in __init__
    raise ValueError(err.format(mode="fp16", requirement="a GPU"))
ValueError: fp16 mixed precision requires a GPU

(venv) PS E:\sd-scripts> python
Python 3.10.9 (tags/v3.10.9:1dd9be6, Dec 6 2022, 20:01:21) [MSC v.1934 64 bit (AMD64)] on win32
Type "help", "copyright", "credits" or "license" for more information.
>>> import torch
>>> torch.cuda.is_available()
True
>>> torch.cuda.device_count()
1
>>> torch.cuda.current_device()
0
>>> torch.cuda.device(0)
<torch.cuda.device object at 0x000002DA22E42F50>
>>> torch.cuda.get_device_name(0)
'NVIDIA GeForce RTX 4090'""",
        expected_cause="cuda-visible-devices-hides-gpus",
        note="2023. Two users answered with the same cause and the poster closed the issue without disputing it: rsm28 'During the \"accelerate config\" step, on the GPU step, instead of \"All\", do \"0\" (if you have one GPU). That number is the ID of the GPU you want to use.' and geocine '`All` will no work because its case sensitive you need to type `all`'. accelerate launch hands the gpu_ids answer to the training process as CUDA_VISIBLE_DEVICES, so 'All' hides the only GPU, while plain Python (no variable) sees the RTX 4090.",
        platform="windows",
    ),
    CorpusLog(
        name="kohya-ss-sdxl-accelerate-gpu-setting-cuda-is-available-false-xformers",
        source=_GH + "bmaltais/kohya_ss/issues/1610",
        text=r"""ValueError: torch.cuda.is_available() should be True but is False. xformers' memory efficient attention is only available for GPU

[Dataset 0]
loading image sizes.
100%|██████████████████████████████████████████████████████████████████████████████| 18/18 [00:00<00:00, 2046.67it/s]
prepare dataset
prepare accelerator
loading model for process 0/1
load StableDiffusion checkpoint: F:\DB\SDXL.safetensors
building U-Net
loading U-Net from checkpoint
U-Net:  <All keys matched successfully>
building text encoders
loading text encoders from checkpoint
text encoder 1: <All keys matched successfully>
text encoder 2: <All keys matched successfully>
building VAE
loading VAE from checkpoint
VAE: <All keys matched successfully>
Disable Diffusers' xformers
Enable xformers for U-Net
Traceback (most recent call last):
  File "F:\KOHYA\22.0.1\sdxl_train.py", line 753, in <module>
    train(args)
  File "F:\KOHYA\22.0.1\sdxl_train.py", line 257, in train
    vae.set_use_memory_efficient_attention_xformers(args.xformers)
  File "F:\KOHYA\22.0.1\venv\lib\site-packages\diffusers\models\modeling_utils.py", line 251, in set_use_memory_efficient_attention_xformers
    fn_recursive_set_mem_eff(module)
  File "F:\KOHYA\22.0.1\venv\lib\site-packages\diffusers\models\modeling_utils.py", line 247, in fn_recursive_set_mem_eff
    fn_recursive_set_mem_eff(child)
...""",
        expected_cause="cuda-visible-devices-hides-gpus",
        note="2023. The poster, abozahran, reported the fix the same day in the neighbouring thread bmaltais/kohya_ss#1608, where he had written 'I have similar or same issue ValueError: torch.cuda.is_available() should be True but is False...': 'I fixed the problem. I found out it's the gpu setting. I ran 'accelerate config', at 'what gpu to use' part type in 'all'. ('ALL' in lower-case)'. The GPU answer of accelerate config becomes CUDA_VISIBLE_DEVICES for the training process.",
        platform="windows",
    ),
    CorpusLog(
        name="anima-trainer-accelerate-gpu-ids-1-single-gpu-cuda-not-available",
        source=_GH + "gazingstars123/Anima-Standalone-Trainer/issues/38",
        text=r"""User provided device_type of 'cuda', but CUDA is not available.

I removed all my python (I have multiple version of it), removed all environment relate to python, removed Anima Trainer and reinstall Python 3.10 and Anima Trainer again.
still same error, refuse to use GPU. (I have set venv location inside global settings)
so I see this error is from torch, so I try to uninstall all torch and reinstall with cu130 stable version.
now I got error from anima_model.py instead with the same kind of error.

D:\Anima-Standalone-Trainer\library\anima_models.py:300: UserWarning: CUDA is not available or torch_xla is imported. Disabling autocast.
  @torch.amp.autocast(device_type='cuda', dtype=torch.float32)
W0426 16:08:11.159000 17580 venv\Lib\site-packages\torch\utils\flop_counter.py:29] triton not found; flop counting will not work for triton kernels
2026-04-26 16:08:12 INFO     Loading settings from           train_util.py:4774
                             D:\Anima-Standalone-Trainer\tra                   
                             ining-ui\jobs\mat\_merged_confi                   
                             g.toml...                                         
                    WARNING  cache_latents_to_disk is        train_util.py:4448
                             enabled, so cache_latents is                      
                             also enabled /
...""",
        expected_cause="cuda-visible-devices-hides-gpus",
        note="2026. The title and a later comment of KuroRS, who reported the error (the opening post is not in the stored copy). The maintainer gazingstars123: 'do you have something like this at this location? `C:\\Users\\<YourUsername>\\.cache\\huggingface\\accelerate\\default_config.yaml`. delete that if exists. Your issue is currently being `gpu_ids: 1`, when it should be `0`'; KuroRS: 'Thanks you my jesus, you saved me! I don't know how that happen but it's using my GPU now.' accelerate's gpu_ids becomes CUDA_VISIBLE_DEVICES=1 on a one-GPU computer.",
        platform="windows",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="lora-scripts-win10-xformers-triton-not-available-training-continues",
        source=_GH + "Akegarasu/lora-scripts/issues/107",
        text=r"""这个有影响什么嘛？ A matching Triton is not available, some optimizations will not be enabled.

win10下运行时：似乎训练还是在往下走？

A matching Triton is not available, some optimizations will not be enabled.
Error caught was: No module named 'triton'
A matching Triton is not available, some optimizations will not be enabled.
Error caught was: No module named 'triton'
A matching Triton is not available, some optimizations will not be enabled.
Error caught was: No module named 'triton'
...
steps:  10%|██████                                                      | 780/7800 [05:04<45:36,  2.57it/s, loss=0.117]epoch 2/10
steps:  15%|█████████""",
        harmless=True,
        note="2023. In Chinese ('Does this affect anything? On win10 the training seems to go on?'). The maintainer Akegarasu answered '不影响' ('it has no effect'); the log itself shows training at 780/7800 steps.",
        platform="windows",
    ),
    CorpusLog(
        name="kohya-ss-lora-triton-not-available-warning-training-goes-on",
        source=_GH + "bmaltais/kohya_ss/issues/2203",
        text=r"""A matching Triton is not available, some optimizations wilt not be enabled. Error caught was: No module named 'triton'

A matching Triton is not available, some optimizations wilt not be enabled.
Error caught was: No module named 'triton'

the lora trainning keeps going ok just this part keeps pops up 

whats the fix ? 
thanks in advance ..""",
        harmless=True,
        note="2024. The maintainer bmaltais: 'Or simply glance over those warnings. They are just warnings for Windows users... Triton is not implemented on Windows...'; the poster: 'thanks i got the idea .. maybe better not to use it keep it this way'. Training ran.",
        platform="windows",
    ),
    CorpusLog(
        name="lora-easy-training-scripts-xformers-triton-modulenotfound-warning",
        source=_GH + "derrian-distro/LoRA_Easy_Training_Scripts/issues/287",
        text=r"""Missing Triton Module - Some Optimizations Not Enabled

Hello,

I'm encountering a warning when running LoRA_Easy_Training_Scripts:

WARNING  A matching Triton is not available, some optimizations will not be enabled   __init__.py:61
Traceback (most recent call last):
  File "D:\AI\Packages\Training\Kohya_ss\LoRA_Easy_Training_Scripts\backend\sd_scripts\venv\Lib\site-packages\xformers\__init__.py", line 57, in _is_triton_available
    import triton  # noqa
    ^^^^^^^^^^^^^
ModuleNotFoundError: No module named 'triton'

This issue seems to be related to xFormers requiring Triton,
However, the warning still appears. Is there a recommended way to resolve this issue? Should I install a specific version of Triton or modify any settings?

Thanks in advance for your help!""",
        harmless=True,
        note="2025. A collaborator, Jelosus2: 'Triton is a library only available in linux, there are some wheels for windows but is still experimental afaik. Getting that error in Windows is normal and won't affect training.'; the poster: 'Thank you!'.",
        platform="windows",
    ),
)
